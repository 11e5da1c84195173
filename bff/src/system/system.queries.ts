import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  NotFound, SYSTEM_LIMITS, type AuditEntry, type AuditPage, type AuditStreamHistory, type MaintenanceState,
  type StoredEvent, type SystemSettings, type WallPost,
} from '@cis/contracts';
import type { AuditQueryDto } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { EVENT_STORE, type EventStore, type LogQuery } from '../platform/event-store/event-store.port';
import { MasterDataLookup } from '../master-data/master-data.index';
import { toCsv } from '../master-data/master-data.csv';
import { todayInCambodia } from '../tax-returns/tax-returns.queries';
import { changesOfStream, redactSecrets } from './audit.history';
import { MAINTENANCE_COLLECTION, MAINTENANCE_ID, MAINTENANCE_OFF } from './system.decider';
import { SystemMetrics } from './system.metrics';

/** The actor filter's word for events no user caused. */
export const SYSTEM_ACTOR = 'system';

/** ISO 8601 in Cambodia's time (UTC+7, no daylight saving), the offset written out: what the page and exports show. */
export function isoInCambodia(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
}

@Injectable()
export class SystemQueries {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly masterData: MasterDataLookup,
    private readonly metrics: SystemMetrics,
  ) {}

  async maintenance(user: Pick<AuthUser, 'tenant'>): Promise<MaintenanceState> {
    return (await this.store.readModels.get<MaintenanceState>(user.tenant, MAINTENANCE_COLLECTION, MAINTENANCE_ID)) ?? MAINTENANCE_OFF;
  }

  settings(): SystemSettings {
    return { machineLab: this.config.machineLab };
  }

  /** The log, newest first, filtered on indexes (never a scan): one page, and where the next begins. */
  async audit(user: AuthUser, query: AuditQueryDto): Promise<AuditPage> {
    const size = query.size ?? SYSTEM_LIMITS.auditPageSize.default;
    const events = await this.filtered(user, query, size + 1);
    const page = events.slice(0, size);
    return { items: await this.entries(user, page), nextBefore: events.length > size ? page[page.length - 1].position : null };
  }

  /** The same filters as CSV (the newest SYSTEM_LIMITS.auditExportMax), formula-safe, times with their offset. */
  async auditCsv(user: AuthUser, query: AuditQueryDto): Promise<string> {
    const events = await this.filtered(user, query, SYSTEM_LIMITS.auditExportMax);
    const entries = await this.entries(user, events);
    return toCsv(
      ['position', 'at', 'stream', 'version', 'type', 'userId', 'userName', 'data'],
      entries.map((e) => [e.position, e.at, e.stream, e.version, e.type, e.userId, e.userName, JSON.stringify(e.data)]),
    );
  }

  /** One stream's history, oldest first, each change's fields before and after. */
  async stream(user: AuthUser, stream: string): Promise<AuditStreamHistory> {
    const newest = await this.store.queryLog({ tenant: user.tenant, stream, limit: SYSTEM_LIMITS.auditStreamMax + 1 });
    if (newest.length === 0) throw new NotFound();
    const truncated = newest.length > SYSTEM_LIMITS.auditStreamMax;
    const events = newest.slice(0, SYSTEM_LIMITS.auditStreamMax).reverse();
    const changes = changesOfStream(events);
    const entries = await this.entries(user, events);
    return {
      stream, truncated,
      entries: entries.map(({ data: _data, ...entry }, i) => ({ ...entry, changes: changes[i] })),
    };
  }

  async metricsSummary() {
    return this.metrics.summary();
  }

  /** GET /metrics: only with METRICS_TOKEN set, and only for a caller presenting it (docs/operations.md "Metrics"). */
  async prometheus(authorization: string | undefined): Promise<{ contentType: string; body: string }> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFound();
    if (!sameSecret(authorization ?? '', `Bearer ${token}`)) throw new UnauthorizedException();
    return this.metrics.prometheus();
  }

  /** Wall posts published by today (rows of the master-data kind `wall`), newest first. */
  async wall(user: AuthUser): Promise<WallPost[]> {
    const today = todayInCambodia();
    const wall = await this.masterData.rowsInForce(user.tenant, 'wall', today);
    const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return wall
      .filter((row) => !row.retired && (typeof row.publishedOn !== 'string' || row.publishedOn <= today))
      .map((row) => ({
        id: row.id, code: row.code, titleEn: String(row.nameEn ?? ''), titleKm: String(row.nameKm ?? ''),
        bodyEn: text(row.bodyEn), bodyKm: text(row.bodyKm), publishedOn: text(row.publishedOn),
      }))
      .sort((a, b) => String(b.publishedOn ?? '').localeCompare(String(a.publishedOn ?? '')) || b.code.localeCompare(a.code))
      .slice(0, SYSTEM_LIMITS.wallMax);
  }

  private async filtered(user: AuthUser, query: AuditQueryDto, limit: number): Promise<StoredEvent[]> {
    const log: LogQuery = { tenant: user.tenant, limit };
    if (query.actor !== undefined) log.userId = query.actor === SYSTEM_ACTOR ? null : query.actor;
    if (query.stream !== undefined) log.stream = query.stream;
    if (query.streamPrefix !== undefined) log.streamPrefix = query.streamPrefix;
    if (query.type !== undefined) log.type = query.type;
    if (query.before !== undefined) log.beforePosition = query.before;
    // A time range becomes a range of positions: commit times grow with the log, so a binary search over positions
    // (a few reads of the primary key) finds the ends, and no index on time is needed.
    if (query.from !== undefined) log.fromPosition = await this.firstPositionWhere((at) => at >= new Date(query.from!).toISOString());
    if (query.to !== undefined) {
      const end = await this.firstPositionWhere((at) => at > new Date(query.to!).toISOString());
      log.beforePosition = Math.min(log.beforePosition ?? Number.MAX_SAFE_INTEGER, end);
    }
    return this.store.queryLog(log);
  }

  /** The first position whose event satisfies `test` (monotonic in the position), or the head + 1. */
  private async firstPositionWhere(test: (at: string) => boolean): Promise<number> {
    let lo = 1;
    let hi = (await this.store.lastPosition()) + 1;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const [event] = await this.store.readAll(mid - 1, 1);
      if (!event) hi = mid;
      else if (test(event.at)) hi = mid;
      else lo = event.position + 1;
    }
    return lo;
  }

  private async entries(user: AuthUser, events: readonly StoredEvent[]): Promise<AuditEntry[]> {
    const names = new Map<string, string | null>();
    const out: AuditEntry[] = [];
    for (const event of events) {
      let userName: string | null = null;
      if (event.userId !== null) {
        if (!names.has(event.userId)) {
          const doc = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, event.userId);
          names.set(event.userId, doc?.user.name ?? null);
        }
        userName = names.get(event.userId) ?? null;
      }
      out.push({
        position: event.position, stream: event.stream, version: event.version, type: event.type, at: isoInCambodia(event.at),
        userId: event.userId, userName, data: redactSecrets(event.data),
      });
    }
    return out;
  }
}

function sameSecret(a: string, b: string): boolean {
  // Constant time over the longer length: the comparison says nothing of how much of the token was right.
  const length = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  for (let i = 0; i < length; i += 1) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
