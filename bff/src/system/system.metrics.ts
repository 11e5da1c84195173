import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsSummary } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ProcessRunner } from '../platform/process/process-runner';
import { RealtimeGateway } from '../platform/realtime/realtime.gateway';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000];
/** Latencies kept for the page's p50 / p99 (the last ones): enough for a percentile, bounded in memory. */
const RECENT = 2_000;

/**
 * The portal's figures (issue 14), one registry per app (never prom-client's global one: tests run several apps in
 * one process). HTTP requests are counted by the route's template (`api/clients/:id`: no ids, nothing of a caller),
 * appends timed around the store's own append, commits measured by the events each carries, pushes, resumes and
 * sockets counted by the realtime gateway, processes' lag read from their checkpoints when scraped.
 */
@Injectable()
export class SystemMetrics implements OnApplicationBootstrap, OnModuleDestroy {
  readonly registry = new Registry();
  private readonly started = Date.now();
  private readonly httpTotal: Counter<'method' | 'route' | 'status'>;
  private readonly httpLatency: Histogram<'method' | 'route'>;
  private readonly appendLatency: Histogram;
  private readonly commitEvents: Histogram;
  private readonly recent: number[] = [];
  private readonly perSecond = new Map<number, number>();
  private readonly routes = new Map<string, { route: string; method: string; count: number; totalMs: number }>();
  private requests = 0;
  private errors = 0;
  private appends = 0;
  private appendMs = 0;
  private commits = 0;
  private committedEvents = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly processes: ProcessRunner,
    private readonly gateway: RealtimeGateway,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpTotal = new Counter({ name: 'cis_http_requests_total', help: 'HTTP requests answered, by route template and status', labelNames: ['method', 'route', 'status'], registers });
    this.httpLatency = new Histogram({ name: 'cis_http_request_duration_seconds', help: 'HTTP request latency by route template', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers });
    this.appendLatency = new Histogram({ name: 'cis_event_store_append_duration_seconds', help: 'Time an append waits for its commit (group commit included)', buckets: LATENCY_BUCKETS, registers });
    this.commitEvents = new Histogram({ name: 'cis_event_store_commit_events', help: 'Events per commit (group commit batch size)', buckets: BATCH_BUCKETS, registers });
    const eventStore = this.store;
    new Gauge({ name: 'cis_event_log_position', help: 'The log head (last global position)', registers, async collect() { this.set(await eventStore.lastPosition()); } });
    const lag = (name: string) => this.lagOf(name);
    const runner = this.processes;
    new Gauge({
      name: 'cis_projection_lag_events', help: 'Events of the log a process (checkpointed projection) has not handled yet; inline projections have none',
      labelNames: ['process'], registers,
      async collect() {
        for (const name of runner.names()) this.set({ process: name }, await lag(name));
      },
    });
    const sockets = this.gateway;
    new Gauge({ name: 'cis_sockets_connected', help: 'Open socket.io connections of this instance', registers, collect() { this.set(sockets.connectedSockets()); } });
    const counterOf = (name: string, help: string, read: () => number) => {
      let seen = 0;
      new Counter({ name, help, registers, collect() { const now = read(); if (now > seen) this.inc(now - seen); seen = now; } });
    };
    counterOf('cis_pushes_sent_total', 'Events pushed to socket rooms', () => sockets.stats.pushesSent);
    counterOf('cis_resume_replays_total', 'Reconnections given what they missed', () => sockets.stats.resumeReplays);
    counterOf('cis_resume_replayed_events_total', 'Events replayed to reconnecting sockets', () => sockets.stats.replayedEvents);
    counterOf('cis_resyncs_total', 'Reconnections told to reload (too far behind)', () => sockets.stats.resyncs);
  }

  onApplicationBootstrap(): void {
    // Timed around the store's own append: the write path (CommandService) is not touched.
    const store = this.store;
    const append = store.append.bind(store);
    const appendMany = store.appendMany.bind(store);
    store.append = (...args) => this.timedAppend(() => append(...args));
    store.appendMany = (...args) => this.timedAppend(() => appendMany(...args));
    this.unsubscribe = this.store.subscribe((events) => {
      this.commits += 1;
      this.committedEvents += events.length;
      this.commitEvents.observe(events.length);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Express middleware: times every request to its answer; the route is known once Nest has matched it. */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const t0 = performance.now();
    res.once('finish', () => {
      const ms = performance.now() - t0;
      const route = routeOf(req, res.statusCode);
      this.httpTotal.inc({ method: req.method, route, status: String(res.statusCode) });
      this.httpLatency.observe({ method: req.method, route }, ms / 1000);
      this.requests += 1;
      if (res.statusCode >= 500) this.errors += 1;
      this.recent.push(ms);
      if (this.recent.length > RECENT) this.recent.splice(0, this.recent.length - RECENT);
      const second = Math.floor(Date.now() / 1000);
      this.perSecond.set(second, (this.perSecond.get(second) ?? 0) + 1);
      if (this.perSecond.size > 120) for (const key of this.perSecond.keys()) if (key < second - 60) this.perSecond.delete(key);
      const key = `${req.method} ${route}`;
      const entry = this.routes.get(key) ?? { route, method: req.method, count: 0, totalMs: 0 };
      entry.count += 1;
      entry.totalMs += ms;
      this.routes.set(key, entry);
    });
    next();
  };

  private async timedAppend<T>(append: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await append();
    } finally {
      this.recordAppend(performance.now() - t0);
    }
  }

  private recordAppend(ms: number): void {
    this.appends += 1;
    this.appendMs += ms;
    this.appendLatency.observe(ms / 1000);
  }

  private async lagOf(name: string): Promise<number> {
    const [head, checkpoint] = await Promise.all([this.store.lastPosition(), this.store.readCheckpoint(name)]);
    return Math.max(0, head - checkpoint);
  }

  async prometheus(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** The same figures for the System page. */
  async summary(): Promise<MetricsSummary> {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    let lastMinute = 0;
    for (const [key, n] of this.perSecond) if (key >= second - 60 && key < second) lastMinute += n;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const pct = (p: number) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null);
    const head = await this.store.lastPosition();
    const projections = [];
    for (const name of this.processes.names()) {
      const checkpoint = await this.store.readCheckpoint(name);
      projections.push({ name, checkpoint, lag: Math.max(0, head - checkpoint) });
    }
    return {
      at: new Date(now).toISOString(),
      uptimeSeconds: Math.round((now - this.started) / 1000),
      requests: { total: this.requests, perSecond: round(lastMinute / 60), errors: this.errors, p50Ms: pct(0.5), p99Ms: pct(0.99) },
      routes: [...this.routes.values()].sort((a, b) => b.count - a.count).slice(0, 15)
        .map((r) => ({ route: r.route, method: r.method, count: r.count, meanMs: round(r.totalMs / r.count) })),
      appends: { total: this.appends, meanMs: this.appends ? round(this.appendMs / this.appends) : null, meanBatch: this.commits ? round(this.committedEvents / this.commits) : null },
      log: { lastPosition: head },
      projections,
      sockets: { connected: this.gateway.connectedSockets(), pushesSent: this.gateway.stats.pushesSent, resumeReplays: this.gateway.stats.resumeReplays },
      store: this.store.kind,
    };
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The matched route's template (Express keeps it on the request), never the raw URL: ids stay out of the labels. */
function routeOf(req: Request, status: number): string {
  // Express types the matched route as any; only a string path is used.
  const path: unknown = req.route?.path;
  if (typeof path === 'string') return path;
  if (status === 404) return 'unmatched';
  const url = req.originalUrl ?? req.url ?? '';
  if (url.startsWith('/socket.io')) return '/socket.io';
  return url.startsWith('/api') || url.startsWith('/public') ? 'other' : 'static';
}
