import {
  REPORT_LIMITS, TAX_RETURN_PAYMENT_METHODS, TAX_RETURN_STATUSES, TAX_RETURN_TYPES, monthsBetweenInclusive, Refused,
  type PenaltyEstimate, type ReportAnswer, type ReportCellValue, type ReportChart, type ReportClientRow, type ReportColumn,
  type ReportFilters, type ReportKind, type ReportReturnRow, type TaxReturnType,
} from '@cis/contracts';

/**
 * The reports as pure functions of the reporting read models (rows of returns and clients), the filters and the day:
 * what the queries answer and the unit tests drive. One pass over the returns per report.
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

export type ReportBody = Pick<ReportAnswer, 'columns' | 'rows' | 'totals' | 'chart'>;

const FILED: ReadonlySet<string> = new Set(['FILED', 'PAID']);
const col = (key: string, en: string, km: string, format: ReportColumn['format']): ReportColumn => ({ key, label: { en, km }, format });
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Does the return pass the filters (period overlap, type, the client's category and province, preparer)? */
function matcher(input: ReportInput, preparerOf: 'return' | 'none' = 'return') {
  const { from, to, type, category, province, preparer } = input.filters;
  return (row: ReportReturnRow): boolean => {
    if (row.toMonth < from || row.fromMonth > to) return false;
    if (type !== undefined && row.type !== type) return false;
    if (preparerOf === 'return' && preparer !== undefined && row.preparerId !== preparer) return false;
    if (category !== undefined || province !== undefined) {
      const client = input.clients.get(row.clientId);
      if (!client) return false;
      if (category !== undefined && client.category !== category) return false;
      if (province !== undefined && client.provinceCode !== province) return false;
    }
    return true;
  };
}

function sums(rows: readonly Record<string, ReportCellValue>[], columns: readonly ReportColumn[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (column.format !== 'riel' && column.format !== 'count') continue;
    let sum = 0;
    for (const row of rows) sum += typeof row[column.key] === 'number' ? (row[column.key] as number) : 0;
    totals[column.key] = sum;
  }
  return totals;
}

function filings(input: ReportInput): ReportBody {
  const keep = matcher(input);
  const groups = new Map<string, { period: string; type: TaxReturnType; status: string; count: number; totalDue: number }>();
  const byStatusAndType = new Map<string, number>();
  for (const row of input.returns) {
    if (!keep(row)) continue;
    const key = `${row.period}|${row.type}|${row.status}`;
    const group = groups.get(key) ?? { period: row.period, type: row.type, status: row.status, count: 0, totalDue: 0 };
    group.count += 1;
    group.totalDue += row.totalDue;
    groups.set(key, group);
    byStatusAndType.set(`${row.status}|${row.type}`, (byStatusAndType.get(`${row.status}|${row.type}`) ?? 0) + 1);
  }
  const columns = [
    col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'text'), col('type', 'Type', 'ប្រភេទ', 'type'), col('status', 'Status', 'ស្ថានភាព', 'status'),
    col('count', 'Returns', 'លិខិតប្រកាស', 'count'), col('totalDue', 'Tax due', 'ពន្ធត្រូវបង់', 'riel'),
  ];
  const rows = [...groups.values()].sort((a, b) => cmp(b.period, a.period) || cmp(a.type, b.type) || TAX_RETURN_STATUSES.indexOf(a.status as never) - TAX_RETURN_STATUSES.indexOf(b.status as never));
  const chart: ReportChart = {
    kind: 'bar', labels: [...TAX_RETURN_STATUSES],
    series: TAX_RETURN_TYPES.map((type) => ({ key: type, label: typeWords[type], values: TAX_RETURN_STATUSES.map((status) => byStatusAndType.get(`${status}|${type}`) ?? 0) })),
  };
  return { columns, rows, totals: sums(rows, columns), chart };
}

const typeWords: Record<TaxReturnType, { en: string; km: string }> = {
  patent: { en: 'Patent', km: 'ប៉ាតង់' }, stamp: { en: 'Stamp', km: 'ពន្ធត្រា' }, monthly: { en: 'Monthly', km: 'ប្រចាំខែ' }, annual: { en: 'Annual', km: 'ប្រចាំឆ្នាំ' },
};

function amounts(input: ReportInput): ReportBody {
  const keep = matcher(input);
  const groups = new Map<string, { period: string; type: TaxReturnType; returns: number; inPreparation: number; assessed: number; paid: number; outstanding: number }>();
  for (const row of input.returns) {
    if (!keep(row) || row.status === 'CANCELLED') continue;
    const key = `${row.period}|${row.type}`;
    const group = groups.get(key) ?? { period: row.period, type: row.type, returns: 0, inPreparation: 0, assessed: 0, paid: 0, outstanding: 0 };
    group.returns += 1;
    if (FILED.has(row.status)) {
      group.assessed += row.totalDue;
      group.outstanding += Math.max(0, row.totalDue - row.paidTotal);
    } else {
      group.inPreparation += row.totalDue;
    }
    group.paid += row.paidTotal;
    groups.set(key, group);
  }
  const columns = [
    col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'text'), col('type', 'Type', 'ប្រភេទ', 'type'), col('returns', 'Returns', 'លិខិតប្រកាស', 'count'),
    col('inPreparation', 'In preparation', 'កំពុងរៀបចំ', 'riel'), col('assessed', 'Assessed', 'បានវាយតម្លៃ', 'riel'),
    col('paid', 'Paid', 'បានបង់', 'riel'), col('outstanding', 'Outstanding', 'នៅជំពាក់', 'riel'),
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

function overdue(input: ReportInput): ReportBody {
  const keep = matcher(input);
  const rows: Record<string, ReportCellValue>[] = [];
  const byType = new Map<string, number>();
  for (const row of input.returns) {
    if (!keep(row) || row.status === 'PAID' || row.status === 'CANCELLED' || !(input.today > row.dueDate)) continue;
    const client = input.clients.get(row.clientId);
    const outstanding = Math.max(0, row.totalDue - row.paidTotal);
    const estimate = outstanding > 0 ? input.penalty(outstanding, row.dueDate) : null;
    rows.push({
      client: client?.nameEn ?? row.clientId, clientKh: client?.nameKh ?? null, tin: client?.tin ?? null, type: row.type, period: row.period,
      status: row.status, dueDate: row.dueDate, daysLate: daysBetween(row.dueDate, input.today), monthsLate: estimate?.monthsLate ?? 0,
      outstanding, penalty: estimate?.total ?? 0, totalWithPenalty: outstanding + (estimate?.total ?? 0),
    });
    byType.set(row.type, (byType.get(row.type) ?? 0) + outstanding);
  }
  rows.sort((a, b) => (b.totalWithPenalty as number) - (a.totalWithPenalty as number) || cmp(a.dueDate as string, b.dueDate as string));
  const columns = [
    col('client', 'Client', 'អតិថិជន', 'text'), col('clientKh', 'Client (Khmer)', 'អតិថិជន (ខ្មែរ)', 'text'), col('tin', 'TIN', 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', 'text'),
    col('type', 'Type', 'ប្រភេទ', 'type'), col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'text'), col('status', 'Status', 'ស្ថានភាព', 'status'),
    col('dueDate', 'Due date', 'ថ្ងៃផុតកំណត់', 'date'), col('daysLate', 'Days late', 'ចំនួនថ្ងៃយឺត', 'count'),
    col('monthsLate', 'Months late', 'ចំនួនខែយឺត', 'count'), col('outstanding', 'Outstanding', 'នៅជំពាក់', 'riel'),
    col('penalty', 'Penalty and interest (estimate)', 'ប្រាក់ពិន័យ និងការប្រាក់ (ប៉ាន់ស្មាន)', 'riel'),
    col('totalWithPenalty', 'Total with penalty', 'សរុបរួមទាំងប្រាក់ពិន័យ', 'riel'),
  ];
  const totals = sums(rows, columns);
  delete totals.daysLate;
  delete totals.monthsLate;
  const labels = TAX_RETURN_TYPES.filter((type) => byType.has(type));
  const chart: ReportChart = { kind: 'doughnut', labels, series: [{ key: 'outstanding', label: columns[9]!.label, values: labels.map((type) => byType.get(type)!) }] };
  return { columns, rows, totals, chart };
}

/** The periods a client is expected to file for in the range: each month (monthly), each year (patent, annual). */
export function expectedPeriods(type: TaxReturnType, from: string, to: string): string[] {
  if (type === 'monthly') return monthsBetweenInclusive(from, to);
  const years: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(String(year));
  return years;
}

function nonFilers(input: ReportInput): ReportBody {
  const type = input.filters.type ?? 'monthly';
  if (type === 'stamp') throw new Refused('reportTypeNotPeriodic', 'Stamp tax is due per document, not per period: choose monthly, patent or annual.', { field: 'type' });
  const { from, to, category, province, preparer } = input.filters;
  const periods = expectedPeriods(type, from, to);
  const wanted = new Set(periods);
  /** clientId|period -> the best status reached (filed wins). */
  const reached = new Map<string, string>();
  for (const row of input.returns) {
    if (row.type !== type || !wanted.has(row.period) || row.status === 'CANCELLED') continue;
    const key = `${row.clientId}|${row.period}`;
    if (reached.get(key) === 'FILED' || reached.get(key) === 'PAID') continue;
    reached.set(key, row.status);
  }
  const rows: Record<string, ReportCellValue>[] = [];
  const byPeriod = new Map<string, number>();
  const clients = [...input.clients.values()]
    .filter((client) => client.status === 'active'
      && (category === undefined || client.category === category)
      && (province === undefined || client.provinceCode === province)
      && (preparer === undefined || client.preparerId === preparer))
    .sort((a, b) => cmp(a.nameEn, b.nameEn));
  for (const period of periods) {
    for (const client of clients) {
      const status = reached.get(`${client.id}|${period}`) ?? 'NONE';
      if (FILED.has(status)) continue;
      rows.push({
        period, client: client.nameEn, clientKh: client.nameKh, tin: client.tin, category: client.category, province: client.provinceCode,
        preparer: client.preparerId ? input.names.get(client.preparerId) ?? client.preparerId : null, status,
      });
      byPeriod.set(period, (byPeriod.get(period) ?? 0) + 1);
    }
  }
  const columns = [
    col('period', 'Period', 'កាលបរិច្ឆេទប្រកាស', 'text'), col('client', 'Client', 'អតិថិជន', 'text'), col('clientKh', 'Client (Khmer)', 'អតិថិជន (ខ្មែរ)', 'text'),
    col('tin', 'TIN', 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', 'text'), col('category', 'Category', 'ប្រភេទអ្នកជាប់ពន្ធ', 'category'),
    col('province', 'Province', 'ខេត្ត/រាជធានី', 'province'), col('preparer', 'Preparer', 'អ្នករៀបចំ', 'text'),
    col('status', 'Return status', 'ស្ថានភាពលិខិតប្រកាស', 'status'),
  ];
  const chart: ReportChart = { kind: 'bar', labels: periods, series: [{ key: 'clients', label: { en: 'Clients with nothing filed', km: 'អតិថិជនមិនទាន់ដាក់' }, values: periods.map((p) => byPeriod.get(p) ?? 0) }] };
  return { columns, rows, totals: { clients: rows.length }, chart };
}

function payments(input: ReportInput): ReportBody {
  // Payments count in the month they were made (the period range reads as payment days here).
  const { from, to } = input.filters;
  const keep = matcher({ ...input, filters: { ...input.filters, from: '0000-01', to: '9999-12' } });
  const groups = new Map<string, { month: string; method: string; payments: number; amount: number }>();
  const byMethod = new Map<string, number>();
  for (const row of input.returns) {
    if (row.payments.length === 0 || !keep(row)) continue;
    for (const payment of row.payments) {
      const month = payment.paidOn.slice(0, 7);
      if (month < from || month > to) continue;
      const key = `${month}|${payment.method}`;
      const group = groups.get(key) ?? { month, method: payment.method, payments: 0, amount: 0 };
      group.payments += 1;
      group.amount += payment.amount;
      groups.set(key, group);
      byMethod.set(payment.method, (byMethod.get(payment.method) ?? 0) + payment.amount);
    }
  }
  const columns = [
    col('month', 'Month', 'ខែ', 'text'), col('method', 'Channel', 'មធ្យោបាយ', 'method'), col('payments', 'Payments', 'ការបង់ប្រាក់', 'count'),
    col('amount', 'Amount', 'ចំនួនទឹកប្រាក់', 'riel'),
  ];
  const rows = [...groups.values()].sort((a, b) => cmp(b.month, a.month) || cmp(a.method, b.method));
  const chart: ReportChart = {
    kind: 'doughnut', labels: [...TAX_RETURN_PAYMENT_METHODS],
    series: [{ key: 'amount', label: columns[3]!.label, values: TAX_RETURN_PAYMENT_METHODS.map((method) => byMethod.get(method) ?? 0) }],
  };
  return { columns, rows, totals: sums(rows, columns), chart };
}

const WORK_BUCKETS = ['DRAFT', 'IN_REVIEW', 'AWAITING_CLIENT', 'APPROVED', 'FILED', 'PAID'] as const;

function workload(input: ReportInput): ReportBody {
  const keep = matcher(input);
  type Work = Record<(typeof WORK_BUCKETS)[number] | 'overdue' | 'total' | 'assessed', number> & { preparerId: string };
  const groups = new Map<string, Work>();
  for (const row of input.returns) {
    if (!keep(row) || row.status === 'CANCELLED') continue;
    const id = row.preparerId ?? '';
    let work = groups.get(id);
    if (!work) groups.set(id, (work = { preparerId: id, DRAFT: 0, IN_REVIEW: 0, AWAITING_CLIENT: 0, APPROVED: 0, FILED: 0, PAID: 0, overdue: 0, total: 0, assessed: 0 }));
    work[row.status as (typeof WORK_BUCKETS)[number]] += 1;
    work.total += 1;
    if (row.status !== 'PAID' && input.today > row.dueDate) work.overdue += 1;
    if (FILED.has(row.status)) work.assessed += row.totalDue;
  }
  const rows = [...groups.values()]
    .map(({ preparerId, ...work }) => ({ preparer: preparerId ? input.names.get(preparerId) ?? preparerId : '-', preparerId, ...work }))
    .sort((a, b) => b.total - a.total || cmp(a.preparer, b.preparer));
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

const REPORTS: Record<ReportKind, (input: ReportInput) => ReportBody> = {
  filings, amounts, overdue, 'non-filers': nonFilers, payments, workload,
};

export function computeReport(kind: ReportKind, input: ReportInput): ReportBody {
  return REPORTS[kind](input);
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
