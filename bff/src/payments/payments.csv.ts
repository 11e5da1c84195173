import { DEFAULT_TIME_ZONE, isoInZone, type TopUpTransaction, type TransactionView } from '@cis/contracts';

type ColumnDef = [string, (t: TopUpTransaction, zone: string) => string | number | boolean | null];

/** The bank user view's columns. */
const COLUMNS: ColumnDef[] = [
  ['tran_id', (t) => t.tranId],
  ['customer_p24_id', (t) => t.customerP24Id],
  ['customer_name', (t) => t.customerName],
  ['email', (t) => t.email],
  ['amount_riel', (t) => t.amount],
  ['payment_option', (t) => t.paymentOption],
  ['status', (t) => t.status],
  ['credited', (t) => t.credited],
  // ISO 8601 with the offset of the reader's zone (issue 15 point 5): the wall time they see on the page, exact.
  ['requested_at', (t, zone) => isoInZone(t.requestedAt, zone)],
  ['completed_at', (t, zone) => isoInZone(t.completedAt, zone)],
  ['failure_reason', (t) => t.failureReason],
  // What a payment paid when it is not a top-up (a tax return by card): the return, its client and period.
  ['paid_for', (t) => (t.purpose ? 'tax-return' : 'top-up')],
  ['tax_return_id', (t) => t.purpose?.taxReturnId ?? null],
  ['tax_return_type', (t) => t.purpose?.returnType ?? null],
  ['tax_return_client', (t) => t.purpose?.clientName ?? null],
  ['tax_return_period', (t) => t.purpose?.period ?? null],
];

/** The history view's columns: the bank view's plus the main balance right after the credit, as its table shows. */
const HISTORY_COLUMNS: ColumnDef[] = [
  ...COLUMNS.slice(0, COLUMNS.findIndex(([name]) => name === 'credited') + 1),
  ['balance_after_riel', (t) => t.balanceAfter],
  ...COLUMNS.slice(COLUMNS.findIndex(([name]) => name === 'credited') + 1),
];

/** One CSV cell: quoted when needed; text that a spreadsheet would run as a formula is prefixed with '. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function transactionsCsv(rows: TopUpTransaction[], view: TransactionView = 'bank', zone: string = DEFAULT_TIME_ZONE): string {
  const columns = view === 'history' ? HISTORY_COLUMNS : COLUMNS;
  const lines = [columns.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row, zone))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
