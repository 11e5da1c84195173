import { Inject, Injectable } from '@nestjs/common';
import {
  NotFound, Forbidden as ForbiddenError, TAX_RETURN_DEFAULT_SORT, TAX_RETURN_LIST_LIMITS, TAX_RETURN_STATUSES, isTaxReturnEvent, addDays, availableTaxReturnActions,
  isTaxReturnOverdue, penaltyEstimate, ruleSetFor, taxPaymentDue, staffMayReadTaxReturns, staffMayUpdateTaxReturns, taxReturnTypesReadableBy,
  type FiledTaxReturn, type FiledTaxReturnPage, type PenaltyEstimate, type TaxReturnClientOutlook, type TaxReturnHistoryEntry,
  type TaxReturnListItem, type TaxReturnPage, type TaxReturnSummary, type TaxReturnTally, type TaxReturnTaskQueue,
  type TaxReturnTasks, type TaxReturnType, type TaxReturnSortKey, type TaxReturnAttachment, type TaxReturnView, type TaxRuleRows, type TaxRuleSet, type TaxPaymentDue,
} from '@cis/contracts';
import type { FiledTaxReturnsQueryDto, ListTaxReturnsQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore, type StoredBlob } from '../platform/event-store/event-store.port';
import { changeKey } from '../platform/read-cache/read-model-changes';
import { taxReturnStream } from './tax-returns.decider';

/** What a history entry says apart: who, when and the return's identity are its own fields; forms and lines are long. */
const HISTORY_OMITS = ['id', 'clientId', 'type', 'period', 'at', 'by', 'clientUserIds', 'form', 'lines'];
import { TAX_RETURN_COLLECTIONS, type OpenTaxReturnDoc, type TaxReturnDoc } from './tax-returns.projection';
import { TaxClientsDirectory, TaxRuleRowsSource } from './tax-returns.sources';

/** Today in the firm's time zone (Asia/Phnom_Penh, UTC+7, no daylight saving): due dates are Cambodian days. */
export function todayInCambodia(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** What the caller may see: staff by type, a customer by the clients it acts for. */
interface Scope {
  /** Staff: the readable types; null for a customer. */
  types: TaxReturnType[] | null;
  /** Customer: the clients it acts for; null for staff. */
  clientIds: string[] | null;
}

/** The tax returns' reads: the read models (a client's returns by owner, the open index for overdue and tasks). */
@Injectable()
export class TaxReturnQueries {
  private readonly openCache = new Map<string, { count: number; entries: readonly OpenTaxReturnDoc[] }>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clients: TaxClientsDirectory,
    private readonly rules: TaxRuleRowsSource,
  ) {}

  /** The return as its reader may see it; another client's return is unknown to a customer (404). */
  async doc(user: AuthUser, id: string): Promise<TaxReturnDoc> {
    const doc = await this.store.readModels.get<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns, id);
    if (!doc) throw new NotFound();
    if (user.kind === 'customer') {
      if (!(await this.actsFor(user, doc.clientId))) throw new NotFound();
      return doc;
    }
    if (!staffMayReadTaxReturns(user, doc.type)) throw new ForbiddenError('taxReturnTypeForbidden', 'You may not see returns of this type.');
    return doc;
  }

  async one(user: AuthUser, id: string): Promise<TaxReturnView> {
    const doc = await this.doc(user, id);
    const today = todayInCambodia();
    const rows = await this.rules.rows(user.tenant);
    return {
      ...doc, attachments: doc.attachments ?? [], ...(await this.namesOf(user.tenant, doc.clientId)), ...this.derived(doc, today, rows),
      actions: await this.actionsOf(user, doc),
    };
  }

  /** The return's attachments, newest first (readers of the return). */
  async attachments(user: AuthUser, id: string): Promise<TaxReturnAttachment[]> {
    return [...((await this.doc(user, id)).attachments ?? [])].reverse();
  }

  /** One attachment's file (readers of the return); 404 for an attachment not (or no longer) on the return. */
  async attachmentFile(user: AuthUser, id: string, attachmentId: string): Promise<{ attachment: TaxReturnAttachment; blob: StoredBlob }> {
    const attachment = (await this.doc(user, id)).attachments?.find((a) => a.id === attachmentId);
    const blob = attachment && (await this.store.readBlob(user.tenant, attachment.sha256));
    if (!attachment || !blob) throw new NotFound();
    return { attachment, blob };
  }

  /** The client's names as a list row shows them (an unknown client: its id, so a row is never blank). */
  async namesOf(tenant: string, clientId: string): Promise<{ clientName: string; clientNameKh: string }> {
    const client = await this.clients.get(tenant, clientId);
    return { clientName: client?.name ?? clientId, clientNameKh: client?.nameKh || client?.name || clientId };
  }

  async actsFor(user: AuthUser, clientId: string): Promise<boolean> {
    if (user.kind !== 'customer') return false;
    const client = await this.clients.get(user.tenant, clientId);
    return client?.actingAccountIds.includes(user.id) ?? false;
  }

  async list(user: AuthUser, query: ListTaxReturnsQueryDto): Promise<TaxReturnPage> {
    const scope = await this.scope(user);
    const today = todayInCambodia();
    const size = query.size ?? TAX_RETURN_LIST_LIMITS.defaultPageSize;
    const page = query.page ?? 1;
    let docs: ListEntry[];
    if (query.overdue === true && query.clientId === undefined) {
      // Overdue returns are open ones: the open index is the small set, whatever the log's length.
      docs = (await this.open(user.tenant)).filter((doc) => this.isOverdue(doc, today));
    } else if (query.clientId !== undefined) {
      docs = await this.store.readModels.list<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns, { owner: query.clientId });
    } else {
      docs = await this.store.readModels.list<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns);
    }
    const matching = docs.filter((doc) =>
      inScope(scope, doc)
      && (query.type === undefined || doc.type === query.type)
      && (query.status === undefined || doc.status === query.status)
      && (query.period === undefined || doc.period.startsWith(query.period))
      && (query.overdue === undefined || this.isOverdue(doc, today) === query.overdue));
    await this.sortList(user.tenant, matching, query.sort ?? TAX_RETURN_DEFAULT_SORT.sort, query.order ?? TAX_RETURN_DEFAULT_SORT.order);
    const total = matching.length;
    const items = await this.listItems(user, matching.slice((page - 1) * size, page * size), today);
    return { items, pagination: { page, size, total, lastPage: Math.max(1, Math.ceil(total / size)) } };
  }

  /**
   * The list's order (`sort`, `order`), the whole match sorted before the page is cut. Ties: due date, period, id,
   * always ascending, so a page is stable whatever the direction.
   */
  private async sortList(tenant: string, entries: ListEntry[], sort: TaxReturnSortKey, order: 'asc' | 'desc'): Promise<void> {
    const direction = order === 'desc' ? -1 : 1;
    const ties = (a: ListEntry, b: ListEntry) => compare(a.dueDate, b.dueDate) || compare(a.period, b.period) || compare(a.id, b.id);
    let primary: (a: ListEntry, b: ListEntry) => number;
    if (sort === 'clientName' || sort === 'clientNameKh') {
      const names = new Map<string, string>();
      for (const clientId of new Set(entries.map((entry) => entry.clientId))) names.set(clientId, (await this.namesOf(tenant, clientId))[sort]);
      const collator = NAME_COLLATORS[sort];
      primary = (a, b) => collator.compare(names.get(a.clientId)!, names.get(b.clientId)!);
    } else if (sort === 'totalDue') {
      const amounts = new Map<string, number>();
      for (const entry of entries) {
        // An open entry written before the index kept amounts: the return says.
        const totalDue = entry.totalDue ?? (await this.store.readModels.get<TaxReturnDoc>(tenant, TAX_RETURN_COLLECTIONS.returns, entry.id))?.totalDue ?? 0;
        amounts.set(entry.id, totalDue);
      }
      primary = (a, b) => amounts.get(a.id)! - amounts.get(b.id)!;
    } else if (sort === 'status') {
      primary = (a, b) => TAX_RETURN_STATUSES.indexOf(a.status) - TAX_RETURN_STATUSES.indexOf(b.status);
    } else {
      primary = (a, b) => compare(a[sort], b[sort]);
    }
    entries.sort((a, b) => direction * primary(a, b) || ties(a, b));
  }

  /** The staff work queue: awaiting my review, returned to me, awaiting the client, due this week, overdue. */
  async tasks(user: AuthUser): Promise<TaxReturnTasks> {
    if (user.kind !== 'staff') throw new ForbiddenError('taxReturnTasksStaffOnly', 'The work queue is for staff.');
    const scope = await this.scope(user);
    const today = todayInCambodia();
    const weekEnd = addDays(today, 7);
    const open = (await this.open(user.tenant)).filter((doc) => inScope(scope, doc));
    const mayUpdate = (doc: OpenTaxReturnDoc) => staffMayUpdateTaxReturns(user, doc.type);
    const tests: Record<TaxReturnTaskQueue, (doc: OpenTaxReturnDoc) => boolean> = {
      awaitingMyReview: (doc) => doc.status === 'IN_REVIEW' && mayUpdate(doc) && !doc.preparerIds.includes(user.id),
      returnedToMe: (doc) => doc.status === 'DRAFT' && doc.returned && doc.preparerIds.includes(user.id),
      awaitingClient: (doc) => doc.status === 'AWAITING_CLIENT',
      dueThisWeek: (doc) => doc.dueDate >= today && doc.dueDate <= weekEnd && doc.status !== 'FILED',
      overdue: (doc) => this.isOverdue(doc, today),
    };
    const queue = async (name: TaxReturnTaskQueue) => {
      const docs = open.filter(tests[name]).sort((a, b) => compare(a.dueDate, b.dueDate) || compare(a.id, b.id));
      // The first ones by due date; the count is the whole queue's (the badge).
      return { items: await this.listItems(user, docs.slice(0, TAX_RETURN_LIST_LIMITS.tasksPerQueue), today), count: docs.length };
    };
    // Every queue by name (the order of TAX_RETURN_TASK_QUEUES), so the compiler holds that each one is answered.
    const awaitingMyReview = await queue('awaitingMyReview');
    const returnedToMe = await queue('returnedToMe');
    const awaitingClient = await queue('awaitingClient');
    const dueThisWeek = await queue('dueThisWeek');
    const overdue = await queue('overdue');
    return {
      queues: {
        awaitingMyReview: awaitingMyReview.items, returnedToMe: returnedToMe.items, awaitingClient: awaitingClient.items,
        dueThisWeek: dueThisWeek.items, overdue: overdue.items,
      },
      counts: {
        awaitingMyReview: awaitingMyReview.count, returnedToMe: returnedToMe.count, awaitingClient: awaitingClient.count,
        dueThisWeek: dueThisWeek.count, overdue: overdue.count,
      },
    };
  }

  /**
   * The dashboard cards: tallies of the open returns the caller may see (due this week, overdue, awaiting review,
   * outstanding), and for a customer each client's next returns.
   */
  async summary(user: AuthUser): Promise<TaxReturnSummary> {
    const scope = await this.scope(user);
    const today = todayInCambodia();
    const weekEnd = addDays(today, 7);
    const entries = (await this.open(user.tenant))
      .filter((doc) => inScope(scope, doc) && doc.status !== 'PAID' && doc.status !== 'CANCELLED')
      .sort((a, b) => compare(a.dueDate, b.dueDate) || compare(a.id, b.id));
    const open: OpenTaxReturnDoc[] = [];
    for (const entry of entries) {
      if (entry.totalDue !== undefined && entry.paidTotal !== undefined) { open.push(entry); continue; }
      const doc = await this.store.readModels.get<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns, entry.id);
      if (doc) open.push({ ...entry, totalDue: doc.totalDue, paidTotal: doc.paidTotal });
    }
    const toPay = (doc: OpenTaxReturnDoc) => Math.max(0, (doc.totalDue ?? 0) - (doc.paidTotal ?? 0));
    const tally = (docs: readonly OpenTaxReturnDoc[]): TaxReturnTally => ({ count: docs.length, amount: docs.reduce((sum, doc) => sum + toPay(doc), 0) });
    const summary: TaxReturnSummary = {
      dueThisWeek: tally(open.filter((doc) => doc.dueDate >= today && doc.dueDate <= weekEnd)),
      overdue: tally(open.filter((doc) => this.isOverdue(doc, today))),
      awaitingReview: tally(open.filter((doc) => doc.status === 'IN_REVIEW'
        && (user.kind !== 'staff' || (staffMayUpdateTaxReturns(user, doc.type) && !doc.preparerIds.includes(user.id))))),
      outstanding: tally(open),
      clients: [],
    };
    if (scope.clientIds) {
      for (const clientId of scope.clientIds) {
        const mine = open.filter((doc) => doc.clientId === clientId);
        const outlook: TaxReturnClientOutlook = {
          clientId,
          ...(await this.namesOf(user.tenant, clientId)),
          next: mine.slice(0, TAX_RETURN_LIST_LIMITS.summaryNextPerClient).map((doc) => ({
            id: doc.id, type: doc.type, period: doc.period, status: doc.status, dueDate: doc.dueDate, amountToPay: toPay(doc),
            overdue: this.isOverdue(doc, today),
          })),
          outstanding: tally(mine),
        };
        summary.clients.push(outlook);
      }
      summary.clients.sort((a, b) => compare(a.next[0]?.dueDate ?? '9999', b.next[0]?.dueDate ?? '9999') || compare(a.clientName, b.clientName));
    }
    return summary;
  }

  /**
   * Filed and paid returns with their payments (the tax report history), latest filing first; `q` matches the
   * client's names and TIN, the filing reference and payment references (case-insensitive).
   */
  async filed(user: AuthUser, query: FiledTaxReturnsQueryDto, all = false): Promise<FiledTaxReturnPage> {
    const today = todayInCambodia();
    const rows = await this.rules.rows(user.tenant);
    const docs = query.clientId !== undefined
      ? await this.store.readModels.list<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns, { owner: query.clientId })
      : await this.store.readModels.list<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns);
    const needle = query.q?.trim().toLowerCase() ?? '';
    const names = new Map<string, { clientName: string; clientNameKh: string; tin: string }>();
    const matching: (TaxReturnDoc & { clientName: string; clientNameKh: string })[] = [];
    for (const doc of docs) {
      if (!doc.filing || (doc.status !== 'FILED' && doc.status !== 'PAID')) continue;
      if (query.status !== undefined && doc.status !== query.status) continue;
      if (query.type !== undefined && doc.type !== query.type) continue;
      if (query.period !== undefined && !doc.period.startsWith(query.period)) continue;
      let name = names.get(doc.clientId);
      if (!name) {
        const client = await this.clients.get(user.tenant, doc.clientId);
        name = { clientName: client?.name ?? doc.clientId, clientNameKh: client?.nameKh || client?.name || doc.clientId, tin: client?.tin ?? '' };
        names.set(doc.clientId, name);
      }
      if (needle) {
        const hay = [name.clientName, name.clientNameKh, name.tin, doc.filing.reference, doc.period, ...doc.payments.map((p) => p.reference ?? '')]
          .join('\n').toLowerCase();
        if (!hay.includes(needle)) continue;
      }
      matching.push({ ...doc, clientName: name.clientName, clientNameKh: name.clientNameKh });
    }
    matching.sort((a, b) => compare(b.filing!.filedAt, a.filing!.filedAt) || compare(a.clientName, b.clientName) || compare(a.id, b.id));
    const size = all ? Math.max(1, matching.length) : query.size ?? TAX_RETURN_LIST_LIMITS.defaultPageSize;
    const page = all ? 1 : query.page ?? 1;
    const items: FiledTaxReturn[] = matching.slice((page - 1) * size, page * size).map((doc) => {
      const { form: _form, lines: _lines, previousRevisions: _previous, ...item } = doc;
      return { ...item, ...this.derived(doc, today, rows), actions: [] };
    });
    const total = matching.length;
    return {
      items,
      pagination: { page, size, total, lastPage: Math.max(1, Math.ceil(total / size)) },
      totals: {
        count: total,
        totalDue: matching.reduce((sum, doc) => sum + doc.totalDue, 0),
        paid: matching.reduce((sum, doc) => sum + doc.paidTotal, 0),
      },
    };
  }

  /** Every event of the return's stream: who, when, what. */
  async history(user: AuthUser, id: string): Promise<TaxReturnHistoryEntry[]> {
    await this.doc(user, id);
    const events = await this.store.readStream(taxReturnStream(id));
    return events.filter(isTaxReturnEvent).map((event) => {
      const details: Record<string, unknown> = { ...event.data };
      for (const known of HISTORY_OMITS) delete details[known];
      // Who acted is the event's own `by` (seeded events are stored by the seed's user; a payment by a process has none).
      const by = 'by' in event.data && typeof event.data.by === 'string' ? event.data.by : event.userId;
      return { version: event.version, type: event.type, what: event.type.replace(/^tax-returns\./, ''), by, at: event.at, details };
    });
  }

  /** The page's returns, read whole, as list items. */
  private async listItems(user: AuthUser, entries: readonly ListEntry[], today: string): Promise<TaxReturnListItem[]> {
    const rows = await this.rules.rows(user.tenant);
    const items: TaxReturnListItem[] = [];
    for (const entry of entries) {
      const doc = isWhole(entry) ? entry : await this.store.readModels.get<TaxReturnDoc>(user.tenant, TAX_RETURN_COLLECTIONS.returns, entry.id);
      if (!doc) continue;
      const { form: _form, lines: _lines, previousRevisions: _previous, payments: _payments, ...item } = doc;
      items.push({ ...item, ...(await this.namesOf(user.tenant, doc.clientId)), ...this.derived(doc, today, rows), actions: await this.actionsOf(user, doc) });
    }
    return items;
  }

  private async actionsOf(user: AuthUser, doc: Pick<OpenTaxReturnDoc, 'clientId' | 'type' | 'status' | 'preparerIds'>) {
    const actsForClient = user.kind === 'customer' && (await this.actsFor(user, doc.clientId));
    return availableTaxReturnActions(doc, { grant: user, userId: user.id, actsForClient });
  }

  private derived(doc: TaxReturnDoc, today: string, rows: TaxRuleRows): DerivedOfDay {
    return derivedOn(doc, today, rows);
  }

  /** The contracts' rule (`isTaxReturnOverdue`): past the due date and still owed. */
  isOverdue(doc: OverdueFacts, today: string): boolean {
    return isOverdueOn(doc, today);
  }

  /**
   * The open index of a tenant. Parsed once per change of the collection when this process sees every commit (SQLite:
   * the read models' change counter says exactly when it moved); read afresh each time otherwise (PostgreSQL).
   */
  private async open(tenant: string): Promise<readonly OpenTaxReturnDoc[]> {
    const changes = this.store.changes;
    const key = changeKey(tenant, TAX_RETURN_COLLECTIONS.open);
    const before = changes.current(key);
    const cached = this.openCache.get(tenant);
    if (changes.complete && cached?.count === before) return cached.entries;
    const listed = await this.store.readModels.list<OpenTaxReturnDoc>(tenant, TAX_RETURN_COLLECTIONS.open);
    // A FILED entry written before the index kept amounts: the overdue rule needs them (filed with nothing to pay is not overdue).
    const entries: OpenTaxReturnDoc[] = [];
    for (const entry of listed) {
      if (entry.status !== 'FILED' || (entry.totalDue !== undefined && entry.paidTotal !== undefined)) { entries.push(entry); continue; }
      const doc = await this.store.readModels.get<TaxReturnDoc>(tenant, TAX_RETURN_COLLECTIONS.returns, entry.id);
      entries.push(doc ? { ...entry, totalDue: doc.totalDue, paidTotal: doc.paidTotal } : entry);
    }
    if (changes.complete) this.openCache.set(tenant, { count: before, entries });
    return entries;
  }

  private async scope(user: AuthUser): Promise<Scope> {
    if (user.kind === 'customer') return { types: null, clientIds: await this.clients.clientIdsActedForBy(user.tenant, user.id) };
    const types = taxReturnTypesReadableBy(user);
    if (types.length === 0) throw new ForbiddenError('taxReturnTypeForbidden', 'You may not see tax returns.');
    return { types, clientIds: null };
  }
}

/** What a return's reading derives on a day: overdue, what is still to pay, the penalty estimate and the charge of paying. */
export interface DerivedOfDay { overdue: boolean; amountToPay: number; penalty: PenaltyEstimate | null; paymentDue: TaxPaymentDue }

/**
 * What is derived on a day (Cambodian) from the stored return: the page shows it, and a payment asked for that day
 * charges exactly `paymentDue` (the pay request calls this, never a figure from the browser).
 */
export function derivedOn(doc: Pick<TaxReturnDoc, 'status' | 'dueDate' | 'totalDue' | 'paidTotal'>, today: string, rows: TaxRuleRows): DerivedOfDay {
  const amountToPay = Math.max(0, doc.totalDue - doc.paidTotal);
  const overdue = isOverdueOn(doc, today);
  const penalty = overdue && amountToPay > 0 ? penaltyOf(amountToPay, doc.dueDate, today, rows) : null;
  return { overdue, amountToPay, penalty, paymentDue: taxPaymentDue(amountToPay, penalty) };
}

/** What the overdue rule reads; an open entry written before it kept amounts has none (`open` fills them in). */
type OverdueFacts = Pick<OpenTaxReturnDoc, 'status' | 'dueDate' | 'totalDue' | 'paidTotal'>;
/** The contracts' rule; an entry without amounts counts as owing (only a FILED one's amounts matter, and `open` reads those). */
const isOverdueOn = (doc: OverdueFacts, today: string) =>
  isTaxReturnOverdue({ status: doc.status, dueDate: doc.dueDate, totalDue: doc.totalDue ?? 1, paidTotal: doc.paidTotal ?? 0 }, today);

/** Client names in their language's order (Khmer by its collation, not code units); case and accents aside. */
const NAME_COLLATORS = {
  clientName: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  clientNameKh: new Intl.Collator('km', { sensitivity: 'base', numeric: true }),
} as const;

/** Code-unit order: ISO dates, periods and ids sort by it, and far faster than localeCompare over thousands. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What a list filters: a whole return (a client's list) or an open index entry (the overdue list). */
type ListEntry = TaxReturnDoc | OpenTaxReturnDoc;
const isWhole = (entry: ListEntry): entry is TaxReturnDoc => 'form' in entry;

function inScope(scope: Scope, doc: Pick<OpenTaxReturnDoc, 'type' | 'clientId'>): boolean {
  if (scope.types && !scope.types.includes(doc.type)) return false;
  if (scope.clientIds && !scope.clientIds.includes(doc.clientId)) return false;
  return true;
}

/** Rule sets of the days after due dates, per rows object (master data answers a new one when a row changes). */
const penaltyRuleSets = new WeakMap<TaxRuleRows, Map<string, TaxRuleSet>>();
function penaltyRuleSet(rows: TaxRuleRows, day: string): TaxRuleSet {
  let byDay = penaltyRuleSets.get(rows);
  if (!byDay) penaltyRuleSets.set(rows, (byDay = new Map()));
  let set = byDay.get(day);
  if (!set) byDay.set(day, (set = ruleSetFor(rows, day, ['rate', 'threshold'])));
  return set;
}

/** The estimate shown from the day after the due date: ordinary negligence, rows in force the day after. */
function penaltyOf(unpaid: number, dueDate: string, today: string, rows: TaxRuleRows): PenaltyEstimate | null {
  try {
    return penaltyEstimate(unpaid, dueDate, today, 'ordinary', penaltyRuleSet(rows, addDays(dueDate, 1)));
  } catch {
    // No penalty rows in force that day: no estimate rather than no answer.
    return null;
  }
}
