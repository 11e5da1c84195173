import { paymentParts, type FiledTaxReturn, type TaxReturnPayment } from '@cis/contracts';
import { csvCell } from '../payments/payments.csv';

/** An instant as ISO 8601 with the firm's offset (Asia/Phnom_Penh, UTC+7, no daylight saving): 2026-11-25T09:30:00+07:00. */
export function cambodiaIso(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return instant;
  return `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

type Column = [string, (r: FiledTaxReturn, p: TaxReturnPayment | null) => string | number | null];

const COLUMNS: Column[] = [
  ['client_name', (r) => r.clientName],
  ['client_name_kh', (r) => r.clientNameKh],
  ['client_id', (r) => r.clientId],
  ['return_type', (r) => r.type],
  ['period', (r) => r.period],
  ['activity', (r) => r.activity],
  ['revision', (r) => r.revision],
  ['status', (r) => r.status],
  ['due_date', (r) => r.dueDate],
  ['total_due_riel', (r) => r.totalDue],
  ['paid_total_riel', (r) => r.paidTotal],
  ['filing_reference', (r) => r.filing?.reference ?? null],
  ['filed_on', (r) => r.filing?.filedAt ?? null],
  ['payment_method', (_r, p) => p?.method ?? null],
  ['payment_amount_riel', (_r, p) => p?.amount ?? null],
  // The penalty and interest charged with a late payment, apart from the tax (0 for payments recorded before).
  ['payment_penalty_riel', (_r, p) => (p ? paymentParts(p).penalty : null)],
  ['payment_total_riel', (_r, p) => (p ? paymentParts(p).total : null)],
  ['payment_reference', (_r, p) => p?.reference ?? p?.customerP24Id ?? null],
  ['paid_on', (_r, p) => p?.paidOn ?? null],
  ['updated_at', (r) => cambodiaIso(r.updatedAt)],
];

/** RFC 4180 CSV, one row per payment (a return not paid yet: one row without payment); formula-safe cells. */
export function filedReturnsCsv(rows: readonly FiledTaxReturn[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) {
    const payments: (TaxReturnPayment | null)[] = row.payments.length > 0 ? row.payments : [null];
    for (const payment of payments) lines.push(COLUMNS.map(([, get]) => csvCell(get(row, payment))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
