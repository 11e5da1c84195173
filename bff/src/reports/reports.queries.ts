import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  ClientEvents, REPORT_KINDS, TAX_RULE_KINDS, isEventOf, isTaxReturnEvent, type ClientEvent, type EventOfType, REPORT_LIMITS, Refused, addDays, penaltyEstimate, ruleSetFor,
  type PenaltyEstimate, type ReportAnswer, type ReportClientRow, type ReportFilters, type ReportKind, type ReportReturnRow,
  type StoredEvent, type TaxRuleRows, type TaxRuleSet,
} from '@cis/contracts';
import type { ReportQueryDto } from '@cis/contracts/dto';
import { MasterDataLookup } from '../master-data/master-data.index';
import { ACCOUNT_COLLECTIONS, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { changeKey } from '../platform/read-cache/read-model-changes';
import { isoInCambodia } from '../pdf/pdf-document';
import { ReportIndex, checkRange, reportFromIndex } from './reports.compute';
import { REPORT_COLLECTIONS } from './reports.projection';

/** Today in Asia/Phnom_Penh (UTC+7, no daylight saving). */
export function todayInCambodia(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

const isClientEvent = isEventOf<EventOfType<ClientEvent, typeof ClientEvents.registered | typeof ClientEvents.updated>>([ClientEvents.registered, ClientEvents.updated]);

/** A tenant's reporting rows held in memory, as of the change counts it was read at. */
interface TenantRows {
  /** The rows, indexed and pre-aggregated (kept current row by row on SQLite). */
  index: ReportIndex;
  counts: { returns: number; clients: number };
  /** PostgreSQL (other instances commit): the log position it was read at. */
  position: number;
  /**
   * Reports computed from these rows, by kind, filters and day (and the rule rows they used): emptied whenever a row
   * changes, so a repeated report costs no pass over the rows until something it reads moves.
   */
  answers: Map<string, { rules: TaxRuleRows; body: ReturnType<typeof reportFromIndex>; names: Map<string, string> }>;
}

/**
 * The reports' reads (issue 14). The rows come from the reporting read models (ReportsProjection), kept in memory per
 * tenant and brought up to date on each request: where this process sees every commit (SQLite) only the rows its
 * commits touched are read again (the ids come with the commit notice); otherwise (PostgreSQL, other instances commit)
 * the collections are read again when the log moved. The log itself is never read here.
 */
@Injectable()
export class ReportQueries implements OnModuleDestroy {
  private readonly tenants = new Map<string, TenantRows>();
  private readonly loading = new Map<string, Promise<TenantRows>>();
  private readonly dirty = new Map<string, { returns: Set<string>; clients: Set<string> }>();
  private readonly unsubscribe: () => void;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly masterData: MasterDataLookup) {
    this.unsubscribe = store.subscribe((events) => this.noteCommit(events));
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private noteCommit(events: readonly StoredEvent[]): void {
    for (const event of events) {
      if (!isTaxReturnEvent(event) && !isClientEvent(event)) continue;
      let dirty = this.dirty.get(event.tenant);
      if (!dirty) this.dirty.set(event.tenant, (dirty = { returns: new Set(), clients: new Set() }));
      if (isTaxReturnEvent(event)) dirty.returns.add(event.data.id);
      else if (isClientEvent(event)) dirty.clients.add(event.type === ClientEvents.registered ? event.data.client.id : event.data.clientId);
    }
  }

  /** The filters with their defaults: the current year when no range is given. */
  filtersOf(query: ReportQueryDto, today = todayInCambodia()): ReportFilters {
    const year = today.slice(0, 4);
    const from = query.from ?? (query.to ? `${query.to.slice(0, 4)}-01` : `${year}-01`);
    const to = query.to ?? (query.from ? `${query.from.slice(0, 4)}-12` : `${year}-12`);
    checkRange(from, to);
    return {
      from, to,
      ...(query.type ? { type: query.type } : {}), ...(query.category ? { category: query.category } : {}),
      ...(query.province ? { province: query.province } : {}), ...(query.preparer ? { preparer: query.preparer } : {}),
    };
  }

  /** The whole report (every row): what the exports write; the JSON answer keeps the first REPORT_LIMITS.maxRows. */
  async report(user: AuthUser, kindName: string, query: ReportQueryDto, options: { allRows?: boolean } = {}): Promise<ReportAnswer> {
    const kind = reportKindOf(kindName);
    const now = new Date();
    const today = todayInCambodia(now);
    const filters = this.filtersOf(query, today);
    const rows = await this.rows(user.tenant);
    const ruleRows = await this.masterData.taxRuleRows(user.tenant);
    const limit = options.allRows ? REPORT_LIMITS.maxExportRows : REPORT_LIMITS.maxRows;
    const memoKey = `${kind}|${today}|${limit}|${JSON.stringify(filters)}`;
    const memo = rows.answers.get(memoKey);
    const { body, names } = memo && sameRules(memo.rules, ruleRows) ? memo : await this.compute(user.tenant, kind, rows, filters, today, ruleRows, limit);
    if (!memo || !sameRules(memo.rules, ruleRows)) rows.answers.set(memoKey, { rules: ruleRows, body, names });
    return {
      report: kind, filters, asOf: today, generatedAt: isoInCambodia(now), columns: body.columns,
      rows: body.rows.length > limit ? body.rows.slice(0, limit) : body.rows, totalRows: body.totalRows ?? body.rows.length, totals: body.totals, chart: body.chart,
      preparers: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  private async compute(tenant: string, kind: ReportKind, rows: TenantRows, filters: ReportFilters, today: string, ruleRows: TaxRuleRows, limit: number) {
    const penalties = new Map<string, PenaltyEstimate | null>();
    const names = await this.preparerNames(tenant, rows);
    const body = reportFromIndex(kind, rows.index, {
      filters, today, names, limit,
      penalty: (unpaid, dueDate) => {
        const key = `${unpaid}|${dueDate}`;
        if (!penalties.has(key)) penalties.set(key, penaltyOf(unpaid, dueDate, today, ruleRows));
        return penalties.get(key)!;
      },
    });
    return { body, names };
  }

  /** Staff who prepared any return or are a client's preparer, with their names. */
  private async preparerNames(tenant: string, rows: TenantRows): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of rows.index.preparerIds()) {
      const doc = await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, id);
      if (doc?.user.kind === 'staff') names.set(id, doc.user.name);
    }
    return names;
  }

  /** The tenant's reporting rows, up to date with every commit this process knows of. */
  async rows(tenant: string): Promise<TenantRows> {
    const pending = this.loading.get(tenant);
    if (pending) await pending.catch(() => undefined);
    const current = this.tenants.get(tenant);
    const counts = this.counts(tenant);
    if (current && this.store.changes.complete) {
      const dirty = this.dirty.get(tenant);
      const moved = counts.returns !== current.counts.returns || counts.clients !== current.counts.clients;
      if (!moved && !dirty) return current;
      if (dirty) {
        this.dirty.delete(tenant);
        await this.refresh(tenant, current, dirty);
        current.counts = counts;
        current.answers = new Map();
        return current;
      }
      // Moved with no commit notice (a rebuild): read it all again.
    } else if (current && !this.store.changes.complete) {
      if ((await this.store.lastPosition()) === current.position) return current;
    }
    const load = this.load(tenant);
    this.loading.set(tenant, load);
    try {
      const loaded = await load;
      this.tenants.set(tenant, loaded);
      return loaded;
    } finally {
      this.loading.delete(tenant);
    }
  }

  private counts(tenant: string): TenantRows['counts'] {
    const { changes } = this.store;
    return { returns: changes.current(changeKey(tenant, REPORT_COLLECTIONS.returns)), clients: changes.current(changeKey(tenant, REPORT_COLLECTIONS.clients)) };
  }

  private async load(tenant: string): Promise<TenantRows> {
    this.dirty.delete(tenant);
    const counts = this.counts(tenant);
    const position = this.store.changes.complete ? 0 : await this.store.lastPosition();
    const [returns, clients] = await Promise.all([
      this.store.readModels.list<ReportReturnRow>(tenant, REPORT_COLLECTIONS.returns),
      this.store.readModels.list<ReportClientRow>(tenant, REPORT_COLLECTIONS.clients),
    ]);
    return { index: new ReportIndex(returns, clients), counts, position, answers: new Map() };
  }

  private async refresh(tenant: string, rows: TenantRows, dirty: { returns: Set<string>; clients: Set<string> }): Promise<void> {
    for (const id of dirty.returns) {
      const row = await this.store.readModels.get<ReportReturnRow>(tenant, REPORT_COLLECTIONS.returns, id);
      if (row) rows.index.putReturn(row);
      else rows.index.deleteReturn(id);
    }
    for (const id of dirty.clients) {
      const row = await this.store.readModels.get<ReportClientRow>(tenant, REPORT_COLLECTIONS.clients, id);
      if (row) rows.index.putClient(row);
      else rows.index.deleteClient(id);
    }
  }
}

/** Rule sets of the days after due dates, per rows object (master data answers a new one when a row changes). */
const penaltyRuleSets = new WeakMap<TaxRuleRows, Map<string, TaxRuleSet>>();

/** The estimate from the day after the due date: ordinary negligence, the rows in force the day after. */
function penaltyOf(unpaid: number, dueDate: string, today: string, rows: TaxRuleRows): PenaltyEstimate | null {
  try {
    const day = addDays(dueDate, 1);
    let byDay = penaltyRuleSets.get(rows);
    if (!byDay) penaltyRuleSets.set(rows, (byDay = new Map()));
    let set = byDay.get(day);
    if (!set) byDay.set(day, (set = ruleSetFor(rows, day, ['rate', 'threshold'])));
    return penaltyEstimate(unpaid, dueDate, today, 'ordinary', set);
  } catch {
    return null;
  }
}

function reportKindOf(name: string): ReportKind {
  const kind = REPORT_KINDS.find((known) => known === name);
  if (kind) return kind;
  throw new Refused('reportUnknown', `There is no report "${name}": ${REPORT_KINDS.join(', ')}.`, { field: 'kind' });
}

/** Master data answers new rule-row arrays on each call: the same rows (by identity, kind by kind) are the same rules. */
function sameRules(a: TaxRuleRows, b: TaxRuleRows): boolean {
  return TAX_RULE_KINDS.every((kind) => {
    const rowsA: readonly unknown[] = a[kind];
    const rowsB: readonly unknown[] = b[kind];
    return rowsA.length === rowsB.length && rowsB.every((row, i) => row === rowsA[i]);
  });
}
