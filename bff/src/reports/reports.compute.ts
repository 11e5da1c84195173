import {
  REPORT_LIMITS, TAX_RETURN_PAYMENT_METHODS, TAX_RETURN_STATUSES, TAX_RETURN_TYPES, isTaxReturnOverdue, monthsBetweenInclusive, Refused,
  type PenaltyEstimate, type ReportAnswer, type ReportCellValue, type ReportChart, type ReportClientRow, type ReportColumn,
  type ReportFilters, type ReportKind, type ReportReturnRow, type TaxReturnPaymentMethod, type TaxReturnType,
} from '@cis/contracts';

/**
 * The reports as pure functions of the reporting read models (rows of returns and clients), the filters and the day:
 * what the queries answer and the unit tests drive. The rows are held in a ReportIndex, which keeps them pre-aggregated
 * as they change, so a report reads a few thousand cells rather than every return.
 */
export interface ReportInput {
  returns: readonly ReportReturnRow[];
  clients: ReadonlyMap<string, ReportClientRow>;
  filters: ReportFilters;
  /** Today in Cambodia (YYYY-MM-DD): overdue and penalties are as of this day. */
  today: string;
  /** The penalty and interest estimate of an unpaid amount past its due date (master-data rules), or null. */
  penalty: (unpaid: number, dueDate: string) => PenaltyEstimate | null;
  /** Staff names by id. */
  names: ReadonlyMap<string, string>;
}

/** What a report needs besides the index; `limit`: the rows wanted (the totals and the chart still count them all). */
export type ReportContext = Omit<ReportInput, 'returns' | 'clients'> & { limit?: number };

/** `totalRows`: how many rows the report has when `rows` holds only the first `limit` of them. */
export type ReportBody = Pick<ReportAnswer, 'columns' | 'rows' | 'totals' | 'chart'> & { totalRows?: number };

const FILED: ReadonlySet<string> = new Set(['FILED', 'PAID']);
const col = (key: string, en: string, km: string, format: ReportColumn['format']): ReportColumn => ({ key, label: { en, km }, format });
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The client dimensions of a return whose client row is not (yet) known: no category or province filter keeps it. */
const UNKNOWN = '\u0000';

/** Returns of the same period, type, status, preparer, client category and province and due date, summed. */
interface ReturnCell {
  period: string; fromMonth: string; toMonth: string; type: TaxReturnType; status: string; preparerId: string | null;
  category: string; province: string; dueDate: string;
  count: number; totalDue: number; paidTotal: number; outstanding: number;
  /** The penalty and interest the payments charged on top of the tax (not part of totalDue nor paidTotal). */
  penaltyPaid: number;
}

/** Payments of the same month and channel, of returns of the same type, preparer, client category and province. */
interface PaymentCell {
  month: string; method: TaxReturnPaymentMethod; type: TaxReturnType; preparerId: string | null; category: string; province: string;
  payments: number; amount: number; penalty: number;
}

/**
 * The reporting rows of a tenant, indexed and pre-aggregated as they change (issue 14: a report must not make a pass
 * over every return per request): the returns summed into cells by every dimension a report groups or filters on
 * (a few thousand cells for 120,000 returns), the payments likewise, the open returns (not paid nor cancelled: what
 * can be overdue) on their own, and each client's returns by type and period (non-filers). A return or client row that
 * changes moves its contribution from one cell to another, so keeping the index costs per change what the change is.
 */
export class ReportIndex {
  readonly returns = new Map<string, ReportReturnRow>();
  readonly clients = new Map<string, ReportClientRow>();
  private readonly byClient = new Map<string, Set<string>>();
  private readonly cells = new Map<string, ReturnCell>();
  private readonly paymentCells = new Map<string, PaymentCell>();
  /** Returns neither paid nor cancelled: only these can be overdue. */
  readonly open = new Map<string, ReportReturnRow>();
  /** `type|period` -> client id -> that client's returns of the period. */
  private readonly byTypePeriod = new Map<string, Map<string, Map<string, ReportReturnRow>>>();
  /** `type|period` -> client id -> the best status it reached (filed or paid wins, else its last return's). */
  private readonly reached = new Map<string, Map<string, string>>();
  /** Staff ids named as a return's or a client's preparer, with how many name them. */
  private readonly preparerCounts = new Map<string, number>();
  private activeByName: ReportClientRow[] | null = null;
  /** `type|period` -> the active clients (by name) with nothing filed for it, and what they reached: kept until it moves. */
  private readonly unfiled = new Map<string, { client: ReportClientRow; status: string }[]>();

  constructor(returns: Iterable<ReportReturnRow> = [], clients: Iterable<ReportClientRow> = []) {
    for (const client of clients) this.putClient(client);
    for (const row of returns) this.putReturn(row);
  }

  get cellCount(): number {
    return this.cells.size;
  }

  putReturn(row: ReportReturnRow): void {
    this.deleteReturn(row.id);
    this.returns.set(row.id, row);
    let ids = this.byClient.get(row.clientId);
    if (!ids) this.byClient.set(row.clientId, (ids = new Set()));
    ids.add(row.id);
    this.count(row.preparerId, 1);
    this.add(row, 1);
  }

  deleteReturn(id: string): void {
    const row = this.returns.get(id);
    if (!row) return;
    this.add(row, -1);
    this.count(row.preparerId, -1);
    this.returns.delete(id);
    const ids = this.byClient.get(row.clientId);
    ids?.delete(id);
    if (ids?.size === 0) this.byClient.delete(row.clientId);
  }

  putClient(client: ReportClientRow): void {
    const previous = this.clients.get(client.id);
    const moves = !previous || previous.category !== client.category || previous.provinceCode !== client.provinceCode;
    const theirs = moves ? [...(this.byClient.get(client.id) ?? [])].map((id) => this.returns.get(id)!) : [];
    for (const row of theirs) this.add(row, -1);
    if (previous) this.count(previous.preparerId, -1);
    this.clients.set(client.id, client);
    this.count(client.preparerId, 1);
    for (const row of theirs) this.add(row, 1);
    this.activeByName = null;
    this.unfiled.clear();
  }

  deleteClient(id: string): void {
    const previous = this.clients.get(id);
    if (!previous) return;
    const theirs = [...(this.byClient.get(id) ?? [])].map((returnId) => this.returns.get(returnId)!);
    for (const row of theirs) this.add(row, -1);
    this.count(previous.preparerId, -1);
    this.clients.delete(id);
    for (const row of theirs) this.add(row, 1);
    this.activeByName = null;
    this.unfiled.clear();
  }

  /** Every staff id a return or a client names as its preparer. */
  preparerIds(): string[] {
    return [...this.preparerCounts.keys()];
  }

  /** The cells of returns the filters keep (period overlap, type, preparer of the return, client category, province). */
  *returnCells(filters: ReportFilters, withPeriod = true): Iterable<ReturnCell> {
    const { from, to, type, category, province, preparer } = filters;
    for (const cell of this.cells.values()) {
      if (withPeriod && (cell.toMonth < from || cell.fromMonth > to)) continue;
      if (type !== undefined && cell.type !== type) continue;
      if (preparer !== undefined && cell.preparerId !== preparer) continue;
      if (category !== undefined && (cell.category === UNKNOWN || cell.category !== category)) continue;
      if (province !== undefined && (cell.province === UNKNOWN || cell.province !== province)) continue;
      yield cell;
    }
  }

  /** The payment cells the filters keep, by the month paid (the range reads as payment months). */
  *paymentCellsOf(filters: ReportFilters): Iterable<PaymentCell> {
    const { from, to, type, category, province, preparer } = filters;
    for (const cell of this.paymentCells.values()) {
      if (cell.month < from || cell.month > to) continue;
      if (type !== undefined && cell.type !== type) continue;
      if (preparer !== undefined && cell.preparerId !== preparer) continue;
      if (category !== undefined && (cell.category === UNKNOWN || cell.category !== category)) continue;
      if (province !== undefined && (cell.province === UNKNOWN || cell.province !== province)) continue;
      yield cell;
    }
  }

  /** Does one return pass the filters (the overdue list reads rows, not cells)? */
  keeps(row: ReportReturnRow, filters: ReportFilters): boolean {
    const { from, to, type, category, province, preparer } = filters;
    if (row.toMonth < from || row.fromMonth > to) return false;
    if (type !== undefined && row.type !== type) return false;
    if (preparer !== undefined && row.preparerId !== preparer) return false;
    if (category !== undefined || province !== undefined) {
      const client = this.clients.get(row.clientId);
      if (!client) return false;
      if (category !== undefined && client.category !== category) return false;
      if (province !== undefined && client.provinceCode !== province) return false;
    }
    return true;
  }

  /**
   * The active clients, by name, with nothing filed (nor paid) for one type and period, with the status they reached
   * (NONE: no return). Kept per period until one of its returns or any client changes, so a write recomputes one period.
   */
  unfiledOf(type: TaxReturnType, period: string): readonly { client: ReportClientRow; status: string }[] {
    const key = `${type}|${period}`;
    let list = this.unfiled.get(key);
    if (!list) {
      const reached = this.reached.get(key);
      list = [];
      for (const client of this.activeClientsByName()) {
        const status = reached?.get(client.id) ?? 'NONE';
        if (status !== 'FILED' && status !== 'PAID') list.push({ client, status });
      }
      this.unfiled.set(key, list);
    }
    return list;
  }

  /** Active clients by their Latin name (kept until a client row changes). */
  activeClientsByName(): readonly ReportClientRow[] {
    this.activeByName ??= [...this.clients.values()].filter((client) => client.status === 'active').sort((a, b) => cmp(a.nameEn, b.nameEn));
    return this.activeByName;
  }

  private count(id: string | null, delta: number): void {
    if (!id) return;
    const n = (this.preparerCounts.get(id) ?? 0) + delta;
    if (n > 0) this.preparerCounts.set(id, n);
    else this.preparerCounts.delete(id);
  }

  /** Adds (sign 1) or takes away (sign -1) a return's contribution to the cells and indexes. */
  private add(row: ReportReturnRow, sign: 1 | -1): void {
    const client = this.clients.get(row.clientId);
    const category = client ? client.category : UNKNOWN;
    const province = client ? client.provinceCode : UNKNOWN;
    const preparer = row.preparerId ?? '';
    const key = `${row.period}|${row.type}|${row.status}|${preparer}|${category}|${province}|${row.dueDate}|${row.fromMonth}|${row.toMonth}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = {
        period: row.period, fromMonth: row.fromMonth, toMonth: row.toMonth, type: row.type, status: row.status, preparerId: row.preparerId,
        category, province, dueDate: row.dueDate, count: 0, totalDue: 0, paidTotal: 0, outstanding: 0, penaltyPaid: 0,
      };
      this.cells.set(key, cell);
    }
    cell.count += sign;
    cell.totalDue += sign * row.totalDue;
    cell.paidTotal += sign * row.paidTotal;
    cell.outstanding += sign * Math.max(0, row.totalDue - row.paidTotal);
    for (const payment of row.payments) cell.penaltyPaid += sign * (payment.penalty ?? 0);
    if (cell.count === 0) this.cells.delete(key);
    for (const payment of row.payments) {
      const month = payment.paidOn.slice(0, 7);
      const paymentKey = `${month}|${payment.method}|${row.type}|${preparer}|${category}|${province}`;
      let paid = this.paymentCells.get(paymentKey);
      if (!paid) {
        paid = { month, method: payment.method, type: row.type, preparerId: row.preparerId, category, province, payments: 0, amount: 0, penalty: 0 };
        this.paymentCells.set(paymentKey, paid);
      }
      paid.payments += sign;
      paid.amount += sign * payment.amount;
      paid.penalty += sign * (payment.penalty ?? 0);
      if (paid.payments === 0) this.paymentCells.delete(paymentKey);
    }
    // The open set and the periods index hold the rows themselves.
    if (sign === 1) {
      if (row.status !== 'PAID' && row.status !== 'CANCELLED') this.open.set(row.id, row);
      const periodKey = `${row.type}|${row.period}`;
      let byClient = this.byTypePeriod.get(periodKey);
      if (!byClient) this.byTypePeriod.set(periodKey, (byClient = new Map()));
      let rows = byClient.get(row.clientId);
      if (!rows) byClient.set(row.clientId, (rows = new Map()));
      rows.set(row.id, row);
      this.reach(periodKey, row.clientId, rows);
    } else {
      this.open.delete(row.id);
      const periodKey = `${row.type}|${row.period}`;
      const byClient = this.byTypePeriod.get(periodKey);
      const rows = byClient?.get(row.clientId);
      rows?.delete(row.id);
      this.reach(periodKey, row.clientId, rows);
      if (rows?.size === 0) byClient!.delete(row.clientId);
      if (byClient?.size === 0) this.byTypePeriod.delete(periodKey);
    }
  }

  private reach(periodKey: string, clientId: string, rows: ReadonlyMap<string, ReportReturnRow> | undefined): void {
    this.unfiled.delete(periodKey);
    const status = reachedStatus(rows);
    let byClient = this.reached.get(periodKey);
    if (status === 'NONE') {
      byClient?.delete(clientId);
      if (byClient?.size === 0) this.reached.delete(periodKey);
      return;
    }
    if (!byClient) this.reached.set(periodKey, (byClient = new Map()));
    byClient.set(clientId, status);
  }
}

function sums(rows: readonly Record<string, ReportCellValue>[], columns: readonly ReportColumn[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (column.format !== 'riel' && column.format !== 'count') continue;
    let sum = 0;
    for (const row of rows) {
      const value = row[column.key];
      sum += typeof value === 'number' ? value : 0;
    }
    totals[column.key] = sum;
  }
  return totals;
}

function filings(index: ReportIndex, input: ReportContext): ReportBody {
  const groups = new Map<string, { period: string; type: TaxReturnType; status: string; count: number; totalDue: number }>();
  const byStatusAndType = new Map<string, number>();
  for (const cell of index.returnCells(input.filters)) {
    const key = `${cell.period}|${cell.type}|${cell.status}`;
    const group = groups.get(key) ?? { period: cell.period, type: cell.type, status: cell.status, count: 0, totalDue: 0 };
    group.count += cell.count;
    group.totalDue += cell.totalDue;
    groups.set(key, group);
    byStatusAndType.set(`${cell.status}|${cell.type}`, (byStatusAndType.get(`${cell.status}|${cell.type}`) ?? 0) + cell.count);
  }
  const columns = [
    col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'period'), col('type', 'Type', 'ប្រភេទ', 'type'), col('status', 'Status', 'ស្ថានភាព', 'status'),
    col('count', 'Returns', 'លិខិតប្រកាស', 'count'), col('totalDue', 'Tax due', 'ពន្ធត្រូវបង់', 'riel'),
  ];
  const rows = [...groups.values()].sort((a, b) => cmp(b.period, a.period) || cmp(a.type, b.type) || statusOrder(a.status) - statusOrder(b.status));
  const chart: ReportChart = {
    kind: 'bar', labels: [...TAX_RETURN_STATUSES],
    series: TAX_RETURN_TYPES.map((type) => ({ key: type, label: typeWords[type], values: TAX_RETURN_STATUSES.map((status) => byStatusAndType.get(`${status}|${type}`) ?? 0) })),
  };
  return { columns, rows, totals: sums(rows, columns), chart };
}

const typeWords: Record<TaxReturnType, { en: string; km: string }> = {
  patent: { en: 'Patent', km: 'ប៉ាតង់' }, stamp: { en: 'Stamp', km: 'ពន្ធត្រា' }, monthly: { en: 'Monthly', km: 'ប្រចាំខែ' }, annual: { en: 'Annual', km: 'ប្រចាំឆ្នាំ' },
};

function amounts(index: ReportIndex, input: ReportContext): ReportBody {
  const groups = new Map<string, { period: string; type: TaxReturnType; returns: number; inPreparation: number; assessed: number; paid: number; penaltyPaid: number; outstanding: number }>();
  for (const cell of index.returnCells(input.filters)) {
    if (cell.status === 'CANCELLED') continue;
    const key = `${cell.period}|${cell.type}`;
    const group = groups.get(key) ?? { period: cell.period, type: cell.type, returns: 0, inPreparation: 0, assessed: 0, paid: 0, penaltyPaid: 0, outstanding: 0 };
    group.returns += cell.count;
    if (FILED.has(cell.status)) {
      group.assessed += cell.totalDue;
      group.outstanding += cell.outstanding;
    } else {
      group.inPreparation += cell.totalDue;
    }
    group.paid += cell.paidTotal;
    group.penaltyPaid += cell.penaltyPaid;
    groups.set(key, group);
  }
  const columns = [
    col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'period'), col('type', 'Type', 'ប្រភេទ', 'type'), col('returns', 'Returns', 'លិខិតប្រកាស', 'count'),
    col('inPreparation', 'In preparation', 'កំពុងរៀបចំ', 'riel'), col('assessed', 'Assessed', 'បានវាយតម្លៃ', 'riel'),
    col('paid', 'Paid', 'បានបង់', 'riel'),
    col('penaltyPaid', 'Penalty and interest paid', 'ប្រាក់ពិន័យ និងការប្រាក់បានបង់', 'riel'),
    col('outstanding', 'Outstanding', 'នៅជំពាក់', 'riel'),
  ];
  const rows = [...groups.values()].sort((a, b) => cmp(b.period, a.period) || cmp(a.type, b.type));
  const totals = sums(rows, columns);
  const chart: ReportChart = {
    kind: 'bar', labels: [...TAX_RETURN_TYPES],
    series: (['assessed', 'paid', 'outstanding'] as const).map((key) => ({
      key, label: columns.find((c) => c.key === key)!.label,
      values: TAX_RETURN_TYPES.map((type) => rows.filter((row) => row.type === type).reduce((sum, row) => sum + row[key], 0)),
    })),
  };
  return { columns, rows, totals, chart };
}

function overdue(index: ReportIndex, input: ReportContext): ReportBody {
  const found: { row: ReportReturnRow; name: string; outstanding: number; penalty: number; monthsLate: number; total: number }[] = [];
  const byType = new Map<string, number>();
  let outstandingSum = 0;
  let penaltySum = 0;
  // Only open returns (neither paid nor cancelled) can be overdue: the open set, not every return.
  for (const row of index.open.values()) {
    // The tax returns' one rule: filed with nothing left to pay (an amendment down) is not overdue.
    if (!isTaxReturnOverdue(row, input.today) || !index.keeps(row, input.filters)) continue;
    const outstanding = Math.max(0, row.totalDue - row.paidTotal);
    const estimate = outstanding > 0 ? input.penalty(outstanding, row.dueDate) : null;
    const penalty = estimate?.total ?? 0;
    found.push({ row, name: index.clients.get(row.clientId)?.nameEn ?? row.clientId, outstanding, penalty, monthsLate: estimate?.monthsLate ?? 0, total: outstanding + penalty });
    outstandingSum += outstanding;
    penaltySum += penalty;
    byType.set(row.type, (byType.get(row.type) ?? 0) + outstanding);
  }
  found.sort((a, b) => b.total - a.total || cmp(a.row.dueDate, b.row.dueDate) || cmp(a.name, b.name) || cmp(a.row.period, b.row.period));
  // Rows are made for the first `limit` only (the page shows 500); the totals count every one.
  const rows: Record<string, ReportCellValue>[] = found.slice(0, input.limit ?? found.length).map(({ row, outstanding, penalty, monthsLate, total }) => {
    const client = index.clients.get(row.clientId);
    return {
      client: client?.nameEn ?? row.clientId, clientKh: client?.nameKh ?? null, tin: client?.tin ?? null, type: row.type, period: row.period,
      status: row.status, dueDate: row.dueDate, daysLate: daysBetween(row.dueDate, input.today), monthsLate,
      outstanding, penalty, totalWithPenalty: total,
    };
  });
  const columns = [
    col('client', 'Client', 'អតិថិជន', 'text'), col('clientKh', 'Client (Khmer)', 'អតិថិជន (ខ្មែរ)', 'text'), col('tin', 'TIN', 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', 'text'),
    col('type', 'Type', 'ប្រភេទ', 'type'), col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'period'), col('status', 'Status', 'ស្ថានភាព', 'status'),
    col('dueDate', 'Due date', 'ថ្ងៃផុតកំណត់', 'date'), col('daysLate', 'Days late', 'ចំនួនថ្ងៃយឺត', 'count'),
    col('monthsLate', 'Months late', 'ចំនួនខែយឺត', 'count'), col('outstanding', 'Outstanding', 'នៅជំពាក់', 'riel'),
    col('penalty', 'Penalty and interest (estimate)', 'ប្រាក់ពិន័យ និងការប្រាក់ (ប៉ាន់ស្មាន)', 'riel'),
    col('totalWithPenalty', 'Total with penalty', 'សរុបរួមទាំងប្រាក់ពិន័យ', 'riel'),
  ];
  const totals = { outstanding: outstandingSum, penalty: penaltySum, totalWithPenalty: outstandingSum + penaltySum };
  const labels = TAX_RETURN_TYPES.filter((type) => byType.has(type));
  const chart: ReportChart = { kind: 'doughnut', labels, series: [{ key: 'outstanding', label: columns[9]!.label, values: labels.map((type) => byType.get(type)!) }] };
  return { columns, rows, totals, chart, totalRows: found.length };
}

/** The periods a client is expected to file for in the range: each month (monthly), each year (patent, annual). */
export function expectedPeriods(type: TaxReturnType, from: string, to: string): string[] {
  if (type === 'monthly') return monthsBetweenInclusive(from, to);
  const years: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(String(year));
  return years;
}

/** The best status a client reached for a period: filed (or paid) wins, else the last return's; NONE without one. */
function reachedStatus(returns: ReadonlyMap<string, ReportReturnRow> | undefined): string {
  let reached = 'NONE';
  if (!returns) return reached;
  for (const row of returns.values()) {
    if (row.status === 'CANCELLED') continue;
    if (FILED.has(row.status)) return row.status;
    reached = row.status;
  }
  return reached;
}

function nonFilers(index: ReportIndex, input: ReportContext): ReportBody {
  const type = input.filters.type ?? 'monthly';
  if (type === 'stamp') throw new Refused('reportTypeNotPeriodic', 'Stamp tax is due per document, not per period: choose monthly, patent or annual.', { field: 'type' });
  const { from, to, category, province, preparer } = input.filters;
  const periods = expectedPeriods(type, from, to);
  const rows: Record<string, ReportCellValue>[] = [];
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  let total = 0;
  const byPeriod = new Map<string, number>();
  const wanted = (client: ReportClientRow) => (category === undefined || client.category === category)
    && (province === undefined || client.provinceCode === province)
    && (preparer === undefined || client.preparerId === preparer);
  for (const period of periods) {
    // The period's unfiled clients are kept in the index (a write recomputes only its own period); rows are made for
    // the first `limit` only, the rest counted.
    let count = 0;
    for (const { client, status } of index.unfiledOf(type, period)) {
      if (!wanted(client)) continue;
      count += 1;
      if (total + count > limit) continue;
      rows.push({
        period, client: client.nameEn, clientKh: client.nameKh, tin: client.tin, category: client.category, province: client.provinceCode,
        preparer: client.preparerId ? input.names.get(client.preparerId) ?? client.preparerId : null, status,
      });
    }
    total += count;
    byPeriod.set(period, count);
  }
  const columns = [
    col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'period'), col('client', 'Client', 'អតិថិជន', 'text'), col('clientKh', 'Client (Khmer)', 'អតិថិជន (ខ្មែរ)', 'text'),
    col('tin', 'TIN', 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', 'text'), col('category', 'Category', 'ប្រភេទអ្នកជាប់ពន្ធ', 'category'),
    col('province', 'Province', 'ខេត្ត/រាជធានី', 'province'), col('preparer', 'Preparer', 'អ្នករៀបចំ', 'text'),
    col('status', 'Return status', 'ស្ថានភាពលិខិតប្រកាស', 'status'),
  ];
  const chart: ReportChart = { kind: 'bar', labels: periods, series: [{ key: 'clients', label: { en: 'Clients with nothing filed', km: 'អតិថិជនមិនទាន់ដាក់' }, values: periods.map((p) => byPeriod.get(p) ?? 0) }] };
  return { columns, rows, totals: { clients: total }, chart, totalRows: total };
}

function payments(index: ReportIndex, input: ReportContext): ReportBody {
  // Payments count in the month they were made (the period range reads as payment days here).
  // `amount` is the tax part; the penalty and interest charged with it are their own column, `total` what was charged.
  const groups = new Map<string, { month: string; method: string; payments: number; amount: number; penalty: number; total: number }>();
  const byMethod = new Map<string, number>();
  for (const cell of index.paymentCellsOf(input.filters)) {
    const key = `${cell.month}|${cell.method}`;
    const group = groups.get(key) ?? { month: cell.month, method: cell.method, payments: 0, amount: 0, penalty: 0, total: 0 };
    group.payments += cell.payments;
    group.amount += cell.amount;
    group.penalty += cell.penalty;
    group.total += cell.amount + cell.penalty;
    groups.set(key, group);
    byMethod.set(cell.method, (byMethod.get(cell.method) ?? 0) + cell.amount + cell.penalty);
  }
  const columns = [
    col('month', 'Month', 'ខែ', 'period'), col('method', 'Channel', 'មធ្យោបាយ', 'method'), col('payments', 'Payments', 'ការបង់ប្រាក់', 'count'),
    col('amount', 'Tax', 'ពន្ធ', 'riel'), col('penalty', 'Penalty and interest', 'ប្រាក់ពិន័យ និងការប្រាក់', 'riel'),
    col('total', 'Total paid', 'សរុបបានបង់', 'riel'),
  ];
  const rows = [...groups.values()].sort((a, b) => cmp(b.month, a.month) || cmp(a.method, b.method));
  const chart: ReportChart = {
    kind: 'doughnut', labels: [...TAX_RETURN_PAYMENT_METHODS],
    series: [{ key: 'total', label: columns[5]!.label, values: TAX_RETURN_PAYMENT_METHODS.map((method) => byMethod.get(method) ?? 0) }],
  };
  return { columns, rows, totals: sums(rows, columns), chart };
}

/** A status's place in TAX_RETURN_STATUSES (-1: not a status). */
const statusOrder = (status: string): number => TAX_RETURN_STATUSES.findIndex((known) => known === status);

const WORK_BUCKETS = ['DRAFT', 'IN_REVIEW', 'AWAITING_CLIENT', 'APPROVED', 'FILED', 'PAID'] as const;
const isWorkBucket = (status: string): status is (typeof WORK_BUCKETS)[number] => WORK_BUCKETS.some((bucket) => bucket === status);

function workload(index: ReportIndex, input: ReportContext): ReportBody {
  type Work = Record<(typeof WORK_BUCKETS)[number] | 'overdue' | 'total' | 'assessed', number> & { preparerId: string };
  const groups = new Map<string, Work>();
  for (const cell of index.returnCells(input.filters)) {
    if (cell.status === 'CANCELLED') continue;
    const id = cell.preparerId ?? '';
    let work = groups.get(id);
    if (!work) groups.set(id, (work = { preparerId: id, DRAFT: 0, IN_REVIEW: 0, AWAITING_CLIENT: 0, APPROVED: 0, FILED: 0, PAID: 0, overdue: 0, total: 0, assessed: 0 }));
    if (isWorkBucket(cell.status)) work[cell.status] += cell.count;
    work.total += cell.count;
    if (cell.status !== 'PAID' && input.today > cell.dueDate) work.overdue += cell.count;
    if (FILED.has(cell.status)) work.assessed += cell.totalDue;
  }
  const rows = [...groups.values()]
    .map(({ preparerId, ...work }) => ({ preparer: preparerId ? input.names.get(preparerId) ?? preparerId : '-', preparerId, ...work }))
    .sort((a, b) => b.total - a.total || cmp(a.preparer, b.preparer) || cmp(a.preparerId, b.preparerId));
  const columns = [
    col('preparer', 'Preparer', 'អ្នករៀបចំ', 'text'), col('DRAFT', 'Draft', 'សេចក្តីព្រាង', 'count'), col('IN_REVIEW', 'In review', 'កំពុងពិនិត្យ', 'count'),
    col('AWAITING_CLIENT', 'Awaiting client', 'រង់ចាំអតិថិជន', 'count'), col('APPROVED', 'Approved', 'បានអនុម័ត', 'count'),
    col('FILED', 'Filed', 'បានដាក់លិខិតប្រកាស', 'count'), col('PAID', 'Paid', 'បានបង់', 'count'), col('overdue', 'Overdue', 'ហួសកាលកំណត់', 'count'),
    col('total', 'Returns', 'លិខិតប្រកាស', 'count'), col('assessed', 'Assessed', 'បានវាយតម្លៃ', 'riel'),
  ];
  const chart: ReportChart = {
    kind: 'bar', labels: rows.map((row) => row.preparer),
    series: WORK_BUCKETS.map((status) => ({ key: status, label: columns.find((c) => c.key === status)!.label, values: rows.map((row) => row[status]) })),
  };
  return { columns, rows, totals: sums(rows, columns), chart };
}

const REPORTS: Record<ReportKind, (index: ReportIndex, input: ReportContext) => ReportBody> = {
  filings, amounts, overdue, 'non-filers': nonFilers, payments, workload,
};

/** One report from the index the queries keep current. */
export function reportFromIndex(kind: ReportKind, index: ReportIndex, input: ReportContext): ReportBody {
  return REPORTS[kind](index, input);
}

/** One report from rows (the unit tests; the queries keep a ReportIndex instead of building one per request). */
export function computeReport(kind: ReportKind, input: ReportInput): ReportBody {
  return reportFromIndex(kind, new ReportIndex(input.returns, input.clients.values()), input);
}

/** Checks what the DTO cannot: `from` not after `to`, a range of at most REPORT_LIMITS.maxMonths months. */
export function checkRange(from: string, to: string): void {
  if (from > to) throw new Refused('reportRangeReversed', '"to" must not be before "from".', { field: 'to' });
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
  if (months > REPORT_LIMITS.maxMonths) {
    throw new Refused('reportRangeTooLong', `A report covers at most ${REPORT_LIMITS.maxMonths} months.`, { field: 'to' });
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
