import { join } from 'node:path';
import { forkWorker } from './procs.mjs';
import { ROOT, api, log, nowMs, percentile, round, sleep } from './util.mjs';

const WORKER = join(ROOT, 'test/bench/lib/push-worker.mjs');

async function collect(workers) {
  const reports = await Promise.all(workers.map((w) => w.request({ cmd: 'report' }, 'report')));
  return { inbox: reports.flatMap((r) => r.inbox), versions: reports.flatMap((r) => r.versions) };
}

async function connect(workers, url, specs, concurrency) {
  const per = Math.ceil(specs.length / workers.length);
  const t0 = nowMs();
  const results = await Promise.all(
    workers.map((w, i) => w.request({ cmd: 'connect', url, sockets: specs.slice(i * per, (i + 1) * per), concurrency }, 'connected', 600_000)),
  );
  return {
    connected: results.reduce((s, r) => s + r.connected, 0),
    failed: results.reduce((s, r) => s + r.failed, 0),
    seconds: round((nowMs() - t0) / 1000, 1),
    errors: results.flatMap((r) => r.errors).slice(0, 5),
  };
}

async function closeAll(workers) {
  await Promise.all(workers.map((w) => w.request({ cmd: 'close' }, 'closed').catch(() => undefined)));
  await Promise.all(workers.map((w) => w.stop()));
}

/**
 * 1,000 sockets of 1,000 users; the administrator POSTs one message to each user's feed (recipientId) from
 * `concurrency` lanes, each sending its next POST when the previous one is answered (a closed loop: on a shared,
 * noisy machine a fixed rate would measure the queue it builds, not the push). Latency: from just before the POST
 * is sent to the moment that user's socket has the pushed event.
 */
export async function perUserPush({ bff, adminToken, users, concurrency }) {
  const workers = [forkWorker(WORKER, 'push-clients')];
  try {
    const conn = await connect(workers, bff.url, users.map((u) => ({ token: u.token })), 50);
    log(`push: ${conn.connected} sockets connected in ${conn.seconds} s (${conn.failed} failed)`);
    await sleep(500);
    const sent = new Map();
    const statuses = {};
    const start = nowMs();
    let next = 0;
    const lane = async () => {
      while (next < users.length) {
        const i = next++;
        const title = `bench-push-${i}`;
        sent.set(title, nowMs());
        const r = await api(bff.url, 'POST', 'api/common/messages', { token: adminToken, body: { message: { title }, recipientId: users[i].id } });
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    };
    const posts = Array.from({ length: concurrency }, lane);
    const rate = () => round(users.length / ((nowMs() - start) / 1000), 0);
    await Promise.all(posts);
    const ratePerSecond = rate();
    let received = [];
    for (let waited = 0; waited < 10_000; waited += 100) {
      received = (await collect(workers)).inbox.filter(([title]) => sent.has(title));
      if (received.length >= users.length) break;
      await sleep(100);
    }
    const latencies = received.map(([title, t]) => t - sent.get(title));
    return {
      sockets: conn.connected, failedSockets: conn.failed, connectSeconds: conn.seconds, messages: users.length, concurrency, ratePerSecond,
      postStatuses: statuses, delivered: latencies.length,
      p50: round(percentile(latencies, 50), 1), p99: round(percentile(latencies, 99), 1), max: round(Math.max(...latencies), 1),
      serverRssMb: bff.rss(),
    };
  } finally {
    await closeAll(workers);
  }
}

/** A UI version published once to `count` sockets (5 per user); time until the last socket has it. */
export async function broadcast({ bff, adminToken, users, count, workerCount }) {
  const workers = Array.from({ length: workerCount }, (_, i) => forkWorker(WORKER, `broadcast-clients-${i}`));
  try {
    const specs = Array.from({ length: count }, (_, i) => ({ token: users[i % users.length].token }));
    const conn = await connect(workers, bff.url, specs, 50);
    log(`broadcast: ${conn.connected} sockets connected in ${conn.seconds} s (${conn.failed} failed)`);
    const serverRssMb = bff.rss();
    await sleep(1000);
    const t0 = nowMs();
    const published = await api(bff.url, 'POST', 'api/admin/uiversions', {
      token: adminToken, body: { versions: `9.9.${Date.now() % 1000}`, message: 'bench broadcast' },
    });
    const answerMs = nowMs() - t0;
    let times = [];
    for (let waited = 0; waited < 15_000; waited += 100) {
      times = (await collect(workers)).versions;
      if (times.length >= conn.connected) break;
      await sleep(100);
    }
    const delays = times.map((t) => t - t0);
    return {
      sockets: conn.connected, failedSockets: conn.failed, connectSeconds: conn.seconds, connectErrors: conn.errors,
      publishStatus: published.status, publishAnswerMs: round(answerMs, 1), delivered: delays.length,
      firstMs: round(Math.min(...delays), 1), p50Ms: round(percentile(delays, 50), 1), lastMs: round(Math.max(...delays), 1),
      serverRssMb,
    };
  } finally {
    await closeAll(workers);
  }
}
