import type { TaxReturnPaymentMethod, TaxReturnStatus } from '../tax-returns/tax-returns';
import type { TaxReturnType, TaxpayerCategory } from '../tax-rules/tax-rules';
import type { ReportKind, ReportLanguage } from './reports';

type Words = { en: string; km: string };

/** The words of the codes a report shows, in both languages: the exports and the page read the same table. */
export const REPORT_CODE_LABELS: {
  status: Record<TaxReturnStatus | 'NONE' | 'OVERDUE', Words>;
  type: Record<TaxReturnType, Words>;
  method: Record<TaxReturnPaymentMethod, Words>;
  category: Record<TaxpayerCategory, Words>;
} = {
  status: {
    DRAFT: { en: 'Draft', km: 'សេចក្តីព្រាង' },
    IN_REVIEW: { en: 'In review', km: 'កំពុងពិនិត្យ' },
    AWAITING_CLIENT: { en: 'Awaiting client', km: 'រង់ចាំអតិថិជន' },
    APPROVED: { en: 'Approved', km: 'បានអនុម័ត' },
    FILED: { en: 'Filed', km: 'បានដាក់លិខិតប្រកាស' },
    PAID: { en: 'Paid', km: 'បានបង់' },
    CANCELLED: { en: 'Cancelled', km: 'បានលុបចោល' },
    NONE: { en: 'Nothing started', km: 'មិនទាន់ចាប់ផ្តើម' },
    OVERDUE: { en: 'Overdue', km: 'ហួសកាលកំណត់' },
  },
  type: {
    patent: { en: 'Patent', km: 'ប៉ាតង់' },
    stamp: { en: 'Stamp', km: 'ពន្ធត្រា' },
    monthly: { en: 'Monthly', km: 'ប្រចាំខែ' },
    annual: { en: 'Annual', km: 'ប្រចាំឆ្នាំ' },
  },
  method: {
    balance: { en: 'Balance', km: 'សមតុល្យ' },
    card: { en: 'Card', km: 'កាត' },
    bank: { en: 'Bank', km: 'ធនាគារ' },
  },
  category: {
    small: { en: 'Small', km: 'តូច' },
    medium: { en: 'Medium', km: 'មធ្យម' },
    large: { en: 'Large', km: 'ធំ' },
  },
};

export const REPORT_TITLES: Record<ReportKind, Words> = {
  filings: { en: 'Filings by type, status and period', km: 'លិខិតប្រកាសតាមប្រភេទ ស្ថានភាព និងកាលបរិច្ឆេទ' },
  amounts: { en: 'Amounts assessed, paid and outstanding', km: 'ចំនួនពន្ធបានវាយតម្លៃ បានបង់ និងនៅជំពាក់' },
  overdue: { en: 'Overdue clients and penalty estimates', km: 'អតិថិជនហួសកាលកំណត់ និងប្រាក់ពិន័យប៉ាន់ស្មាន' },
  'non-filers': { en: 'Clients with nothing filed for a period', km: 'អតិថិជនដែលមិនទាន់ដាក់លិខិតប្រកាស' },
  payments: { en: 'Payments by channel', km: 'ការបង់ប្រាក់តាមមធ្យោបាយ' },
  workload: { en: 'Workload by preparer', km: 'បន្ទុកការងារតាមអ្នករៀបចំ' },
};

export const REPORT_WORDS: Record<'generated' | 'filters' | 'total' | 'page' | 'rows' | 'all' | 'from' | 'to', Words> = {
  generated: { en: 'Generated', km: 'បង្កើតនៅ' },
  filters: { en: 'Filters', km: 'តម្រង' },
  total: { en: 'Total', km: 'សរុប' },
  page: { en: 'Page', km: 'ទំព័រ' },
  rows: { en: 'Rows', km: 'ជួរ' },
  all: { en: 'All', km: 'ទាំងអស់' },
  from: { en: 'From', km: 'ពី' },
  to: { en: 'To', km: 'ដល់' },
};

/** A code's words in `lang`, or the code itself when the table has none. */
export function reportCodeLabel(table: keyof typeof REPORT_CODE_LABELS, code: string, lang: ReportLanguage): string {
  const labels: Readonly<Partial<Record<string, Words>>> = REPORT_CODE_LABELS[table];
  return labels[code]?.[lang] ?? code;
}
