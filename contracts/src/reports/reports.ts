import type { AccessRule } from '../auth/permissions';
import { PAGE_ACCESS } from '../auth/page-access';
import type { TaxReturnPaymentMethod, TaxReturnStatus } from '../tax-returns/tax-returns';
import type { IsoDate, TaxReturnType, TaxpayerCategory } from '../tax-rules/tax-rules';

/**
 * E-filing reports (issue 14): the firm's reports over the tax returns, computed from read models kept for reporting
 * (bff/src/reports projection), never by reading the log per request. Each report answers columns, rows, totals and
 * a chart series; each exports as CSV, XLSX or PDF.
 */
export const REPORT_KINDS = ['filings', 'amounts', 'overdue', 'non-filers', 'payments', 'workload'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

export const REPORT_LANGUAGES = ['en', 'km'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/**
 * Limits: a report's JSON answer carries at most `maxRows` rows (the totals are the whole report's, `totalRows` says
 * how many there are); an export carries up to `maxExportRows`. A period range spans at most `maxMonths` months.
 */
export const REPORT_LIMITS = { maxRows: 500, maxExportRows: 50_000, maxPdfRows: 2_000, maxMonths: 36 } as const;

/** Who may see the reports: the page's rule (staff accounts; customers and vendors are refused, 403). */
export const REPORTS_ACCESS: AccessRule = PAGE_ACCESS['efiling-reports'];

/** The filters every report takes (GET query). Periods are months, both ends included. */
export interface ReportFilters {
  /** YYYY-MM, first month included. */
  from: string;
  /** YYYY-MM, last month included. */
  to: string;
  type?: TaxReturnType;
  category?: TaxpayerCategory;
  /** Gazetteer province code (2 digits) of the client's address. */
  province?: string;
  /** Staff account id: who prepared the return (its first preparer), or the client's preparer for non-filers. */
  preparer?: string;
}

export type ReportCellValue = string | number | null;

/**
 * A column: `key` of the row, its header in both languages, and how a value reads. A 'period' is a tax period or a
 * month as stored ('2026', '2026-03', '2026-01-15'); the page writes it in the language's month names, exports keep it.
 */
export interface ReportColumn {
  key: string;
  label: { en: string; km: string };
  format: 'text' | 'riel' | 'count' | 'date' | 'period' | 'status' | 'type' | 'method' | 'category' | 'province';
}

export interface ReportAnswer {
  report: ReportKind;
  filters: ReportFilters;
  /** The day the derived figures (overdue, penalties) were computed for (Asia/Phnom_Penh). */
  asOf: IsoDate;
  /** ISO 8601 instant with offset (+07:00) when the answer was made. */
  generatedAt: string;
  columns: ReportColumn[];
  rows: Record<string, ReportCellValue>[];
  /** Rows in the whole report (rows holds the first REPORT_LIMITS.maxRows). */
  totalRows: number;
  /** Sums of the riel and count columns over every row. */
  totals: Record<string, number>;
  /** What the page draws: labels and one or more series (values by label). */
  chart: ReportChart;
  /** Preparers seen (id -> name), for the filter and the workload rows. */
  preparers: { id: string; name: string }[];
}

export interface ReportChart {
  kind: 'bar' | 'doughnut' | 'line';
  labels: string[];
  series: { key: string; label: { en: string; km: string }; values: number[] }[];
}

/** The reporting read model of a return: small, what the reports group and sum. */
export interface ReportReturnRow {
  id: string;
  clientId: string;
  type: TaxReturnType;
  period: string;
  /** The months the period covers (a year: YYYY-01 .. YYYY-12; a day: its month). */
  fromMonth: string;
  toMonth: string;
  status: TaxReturnStatus;
  totalDue: number;
  paidTotal: number;
  dueDate: IsoDate;
  preparerId: string | null;
  filedAt: IsoDate | null;
  /** `amount` the tax part, `penalty` the penalty and interest part (absent on rows written before: 0). */
  payments: { method: TaxReturnPaymentMethod; amount: number; penalty?: number; paidOn: IsoDate }[];
}

/** The reporting read model of a client: the dimensions the filters use. */
export interface ReportClientRow {
  id: string;
  nameEn: string;
  nameKh: string;
  tin: string;
  category: TaxpayerCategory;
  provinceCode: string;
  preparerId: string | null;
  status: string;
}

export const ReportRoutes = {
  base: 'api/reports',
  one: (kind: ReportKind) => `api/reports/${kind}`,
  export: (kind: ReportKind) => `api/reports/${kind}/export`,
} as const;

/** The months a return's period covers: YYYY -> the year, YYYY-MM -> the month, YYYY-MM-DD -> its month. */
export function periodMonths(period: string): { fromMonth: string; toMonth: string } {
  if (/^\d{4}$/.test(period)) return { fromMonth: `${period}-01`, toMonth: `${period}-12` };
  const month = period.slice(0, 7);
  return { fromMonth: month, toMonth: month };
}

/** Months from `from` to `to` inclusive (YYYY-MM). */
export function monthsBetweenInclusive(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  while (year < toYear || (year === toYear && month <= toMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) { month = 1; year += 1; }
  }
  return months;
}

/** A CSV / XLSX text cell a spreadsheet would run as a formula (= + - @ tab CR first) gets a leading apostrophe. */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
