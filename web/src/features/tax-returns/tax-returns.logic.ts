import type {
  LineRate, LocalizedText, MonthlyForm, TaxReturnLine, TaxReturnAction, TaxReturnRevision, TaxReturnStatus, TaxReturnType, TaxReturnView,
} from '@cis/contracts';
import { formatNumber } from '../../lib/format';
import { labelIn, textIn } from '../../lib/in-language';
import { formatRiel } from '../../shell/balance/format';

/** Tag colour of each status: work still with the firm is neutral, waiting on someone is a warning, done is green. */
export const STATUS_SEVERITY: Readonly<Record<TaxReturnStatus, 'secondary' | 'info' | 'warning' | 'success' | 'contrast'>> = {
  DRAFT: 'secondary',
  IN_REVIEW: 'info',
  AWAITING_CLIENT: 'warning',
  APPROVED: 'info',
  FILED: 'contrast',
  PAID: 'success',
  CANCELLED: 'secondary',
};

/** An amount in riel in the reader's number format ('៛1,250,000'). */
export const riel = (amount: number, language: string): string =>
  (amount < 0 ? `-${formatRiel(-amount, language)}` : formatRiel(amount, language));

/** A line's base: riel, or a count of units when the rate is per unit (activities, documents, dependants). */
export function lineBase(line: Pick<TaxReturnLine, 'base' | 'rate'>, language: string): string {
  return line.rate.kind === 'per-unit' ? formatNumber(line.base, language) : riel(line.base, language);
}

/** The patent lines' places by name (the contracts' rule, shared with the PDF). */
export { withProvinceNames, type ProvinceNames } from '@cis/contracts';

/** A line's label in the reader's language (Khmer readers read Khmer, everyone else English). */
export function lineLabel(label: LocalizedText, language: string): string {
  return labelIn(language, label);
}

/** A line's rate as read on the form: '10 %', '៛1,200,000 / activity', progressive rates as their percent. */
export function formatRate(rate: LineRate, language: string, unitLabel: (unit: string) => string): string {
  switch (rate.kind) {
    case 'percent':
    case 'progressive':
      return `${formatNumber(rate.basisPoints / 100, language, { maximumFractionDigits: 2 })} %`;
    case 'per-unit':
      return `${riel(rate.amount, language)} / ${unitLabel(rate.unit)}`;
    default:
      return '';
  }
}

/** What the viewer types before an action: the fields each action's body carries. */
export interface ActionInputs {
  comments: string;
  note: string;
  reference: string;
  filedAt: string;
  bankCode: string;
  paidOn: string;
  reason: string;
  /** A customer's pay: from the balance or by card (the provider's page opens in the dialog). */
  payMethod: CustomerPayMethod;
}
export const CUSTOMER_PAY_METHODS = ['balance', 'card'] as const;
export type CustomerPayMethod = (typeof CUSTOMER_PAY_METHODS)[number];
export const EMPTY_ACTION_INPUTS: ActionInputs = {
  comments: '', note: '', reference: '', filedAt: '', bankCode: '', paidOn: '', reason: '', payMethod: 'balance',
};
type TextInput = Exclude<keyof ActionInputs, 'payMethod'>;

export type ViewerKind = 'staff' | 'customer';

/**
 * The inputs an action asks for, the required ones first: a reviewer's comments to return, the authority's
 * reference and day to file, staff's note recording a written client approval, a bank payment's details (staff;
 * a customer pays from its balance and types nothing), an optional reason to cancel.
 */
export function actionFields(action: TaxReturnAction, viewer: ViewerKind): { field: TextInput; required: boolean }[] {
  switch (action) {
    case 'return': return [{ field: 'comments', required: true }];
    case 'file': return [{ field: 'reference', required: true }, { field: 'filedAt', required: true }];
    case 'client-approve': return viewer === 'staff' ? [{ field: 'note', required: true }] : [];
    case 'pay': return viewer === 'staff'
      ? [{ field: 'bankCode', required: true }, { field: 'reference', required: true }, { field: 'paidOn', required: true }]
      : [];
    case 'cancel': return [{ field: 'reason', required: false }];
    default: return [];
  }
}

/** Whether an action opens its small form before it is sent: it takes inputs, or it moves money (a customer's pay). */
export function needsConfirmation(action: TaxReturnAction, viewer: ViewerKind): boolean {
  return action === 'pay' || actionFields(action, viewer).length > 0;
}

/** The required inputs still empty (the confirm button stays off while any is). */
export function missingInputs(action: TaxReturnAction, viewer: ViewerKind, inputs: ActionInputs): TextInput[] {
  return actionFields(action, viewer).filter((f) => f.required && !inputs[f.field].trim()).map((f) => f.field);
}

/**
 * The body of POST api/tax-returns/:id/<action>: only the fields the action takes, trimmed, empty optional ones left
 * out. A customer's payment carries the total it was shown (`expectedTotal`): the BFF refuses it, charging nothing,
 * when today's total differs (a page left open overnight into a new month of interest).
 */
export function actionBody(action: TaxReturnAction, viewer: ViewerKind, inputs: ActionInputs, expectedTotal?: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (action === 'pay') body.method = viewer === 'staff' ? 'bank' : inputs.payMethod;
  if (action === 'pay' && viewer === 'customer' && expectedTotal !== undefined) body.expectedTotal = expectedTotal;
  for (const { field } of actionFields(action, viewer)) {
    const value = inputs[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/** The look of each action's button: forward moves are primary, going back or cancelling is not. */
export const ACTION_LOOK: Readonly<Record<TaxReturnAction, { icon: string; severity?: 'secondary' | 'danger' | 'success' | 'warning' }>> = {
  'submit-for-review': { icon: 'pi pi-send' },
  return: { icon: 'pi pi-undo', severity: 'warning' },
  approve: { icon: 'pi pi-check' },
  'client-approve': { icon: 'pi pi-check-circle', severity: 'success' },
  file: { icon: 'pi pi-upload' },
  pay: { icon: 'pi pi-wallet', severity: 'success' },
  amend: { icon: 'pi pi-pencil', severity: 'secondary' },
  cancel: { icon: 'pi pi-times', severity: 'danger' },
};

export const MONTH_PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The monthly form of the new-return dialog: the turnover (prepayment base) and VAT sales and purchases; blanks left out. */
export function monthlyForm(input: { turnover: number | null; vatSales: number | null; vatPurchases: number | null }): MonthlyForm {
  const form: MonthlyForm = {};
  if (input.turnover != null) form.turnover = input.turnover;
  if (input.vatSales != null || input.vatPurchases != null) {
    form.vat = {};
    if (input.vatSales != null) form.vat.sales = input.vatSales;
    if (input.vatPurchases != null) form.vat.purchases = input.vatPurchases;
  }
  return form;
}

/** The month before `today` as YYYY-MM: the period a new monthly return is usually for. */
export function previousMonth(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The page of each return type: a link to a return is its page with ?return=<id> (the detail dialog opens). */
export const TAX_RETURN_PAGES: Readonly<Record<TaxReturnType, string>> = {
  patent: '/patent-tax-return',
  stamp: '/stamp-tax-return',
  monthly: '/monthly-tax',
  annual: '/annual-tax',
};
export const taxReturnLink = (type: TaxReturnType, id: string) => `${TAX_RETURN_PAGES[type]}?return=${encodeURIComponent(id)}`;

/** A client's name in the reader's language (Khmer readers read the Khmer name when there is one). */
export const clientNameIn = (r: { clientName?: string; clientNameKh?: string; clientId: string }, language: string): string =>
  textIn(language, r.clientName, r.clientNameKh) || r.clientId;

/** One figure of two revisions side by side: a computation line, a form field or the total. */
export interface ComparedFigure {
  key: string;
  /** A line's label (lines), or the form field's path (`vat.sales`, `salaries.1.gross`). */
  label: LocalizedText | string;
  kind: 'line' | 'field' | 'total';
  before: number | string | boolean | null;
  after: number | string | boolean | null;
  changed: boolean;
}

/** A form as its leaf values by path (`vat.sales`, `salaries.0.gross`): what two revisions compare field by field. */
export function flattenForm(value: unknown, prefix = ''): Map<string, number | string | boolean | null> {
  const out = new Map<string, number | string | boolean | null>();
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i)));
    else if (v !== null && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, path ? `${path}.${k}` : k);
    else if (path) out.set(path, typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : null);
  };
  walk(value, prefix);
  return out;
}

/**
 * An amended return beside the revision it amends (issue 13: "versions are compared side by side"): every form
 * field and computation line of either revision, then the total, each with both values and whether it changed.
 * Lines are matched by code and their order among lines of that code (a monthly return has one salary line per
 * employee).
 */
export function compareRevisions(
  original: Pick<TaxReturnRevision, 'form' | 'lines' | 'totalDue'>, amended: Pick<TaxReturnView, 'form' | 'lines' | 'totalDue'>,
): ComparedFigure[] {
  const figures: ComparedFigure[] = [];
  const before = flattenForm(original.form);
  const after = flattenForm(amended.form);
  for (const path of [...new Set([...before.keys(), ...after.keys()])]) {
    const b = before.get(path) ?? null;
    const a = after.get(path) ?? null;
    figures.push({ key: `field:${path}`, label: path, kind: 'field', before: b, after: a, changed: b !== a });
  }
  const keyed = (lines: TaxReturnLine[]) => {
    const seen = new Map<string, number>();
    return lines.map((line) => {
      const n = seen.get(line.code) ?? 0;
      seen.set(line.code, n + 1);
      return [`${line.code}#${n}`, line] as const;
    });
  };
  const beforeLines = new Map(keyed(original.lines));
  const afterLines = new Map(keyed(amended.lines));
  for (const key of [...new Set([...beforeLines.keys(), ...afterLines.keys()])]) {
    const b = beforeLines.get(key);
    const a = afterLines.get(key);
    figures.push({
      key: `line:${key}`, label: (a ?? b)!.label, kind: 'line', before: b?.amount ?? null, after: a?.amount ?? null,
      changed: b?.amount !== a?.amount || b?.base !== a?.base,
    });
  }
  figures.push({ key: 'total', label: 'total', kind: 'total', before: original.totalDue, after: amended.totalDue, changed: original.totalDue !== amended.totalDue });
  return figures;
}
