import { Permission, type AccessRule, type Grant, type PermissionCode } from '../auth/permissions';
import { isEventOf, type EventUnion } from '../platform/events';
import { keysOf } from '../platform/typed';
import type { PaymentForm, PaymentOption } from '../payments/payments';
import type {
  AmendmentDifference, IsoDate, LocalizedText, PenaltyEstimate, TaxClientContext, TaxPaymentDue, TaxComputation, TaxReturnForm, TaxReturnLine, TaxReturnType,
  TaxRuleSet,
} from '../tax-rules/tax-rules';

/**
 * The life of a tax return (issue 13): a draft prepared by staff, reviewed by a second pair of eyes, approved by the
 * client, filed with the authority and paid. OVERDUE is not a status: it is derived (`isTaxReturnOverdue`).
 */
export const TAX_RETURN_STATUSES = ['DRAFT', 'IN_REVIEW', 'AWAITING_CLIENT', 'APPROVED', 'FILED', 'PAID', 'CANCELLED'] as const;
export type TaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

/** Each transition is `POST api/tax-returns/:id/<action>`. */
export const TAX_RETURN_ACTIONS = ['submit-for-review', 'return', 'approve', 'client-approve', 'file', 'pay', 'amend', 'cancel'] as const;
export type TaxReturnAction = (typeof TAX_RETURN_ACTIONS)[number];

/** The statuses each action leaves from, and where it goes. Declared once: the decider refuses, the web hides. */
export const TAX_RETURN_TRANSITIONS: Readonly<Record<TaxReturnAction, { from: readonly TaxReturnStatus[]; to: TaxReturnStatus }>> = {
  'submit-for-review': { from: ['DRAFT'], to: 'IN_REVIEW' },
  return: { from: ['IN_REVIEW'], to: 'DRAFT' },
  approve: { from: ['IN_REVIEW'], to: 'AWAITING_CLIENT' },
  'client-approve': { from: ['AWAITING_CLIENT'], to: 'APPROVED' },
  file: { from: ['APPROVED'], to: 'FILED' },
  pay: { from: ['FILED'], to: 'PAID' },
  amend: { from: ['FILED', 'PAID'], to: 'DRAFT' },
  cancel: { from: ['DRAFT', 'IN_REVIEW'], to: 'CANCELLED' },
};

/** The form may be changed (PATCH) in these statuses only; from FILED on it is locked. */
export const TAX_RETURN_EDITABLE: readonly TaxReturnStatus[] = ['DRAFT'];

/** Whether `action` may leave `status` (the status rule only; who may act is `availableTaxReturnActions`). */
export function canTransition(status: TaxReturnStatus, action: TaxReturnAction): boolean {
  return TAX_RETURN_TRANSITIONS[action].from.includes(status);
}

/** The READ_* and UPDATE_* codes of each return type (spec s6: "Monthly tax | READ_SMALL_TAX_PAYER"). */
/**
 * OVERDUE, the one rule both sides read (lists, /tasks, the dashboards, the return's page): past the due date
 * (`today`, a Cambodian day, after `dueDate`) and still owed. Not owed: PAID, CANCELLED (nobody's debt), or FILED with
 * nothing left to pay (an amendment down, a nil return: the filing was the obligation and it is met). A return not
 * yet filed is overdue past its due date whatever it asks for: the filing itself is late.
 */
export function isTaxReturnOverdue(
  doc: { status: TaxReturnStatus; dueDate: IsoDate; totalDue: number; paidTotal: number },
  today: IsoDate,
): boolean {
  if (!(today > doc.dueDate)) return false;
  if (doc.status === 'PAID' || doc.status === 'CANCELLED') return false;
  if (doc.status === 'FILED' && doc.totalDue - doc.paidTotal <= 0) return false;
  return true;
}

export const TAX_RETURN_PERMISSIONS: Readonly<Record<TaxReturnType, { read: PermissionCode; update: PermissionCode }>> = {
  patent: { read: Permission.READ_PATENT_TAX_RETURN_FORM, update: Permission.UPDATE_PATENT_TAX_RETURN_FORM },
  stamp: { read: Permission.READ_STAMP_TAX_RETURN, update: Permission.UPDATE_STAMP_TAX_RETURN },
  monthly: { read: Permission.READ_SMALL_TAX_PAYER, update: Permission.UPDATE_SMALL_TAX_PAYER },
  annual: { read: Permission.READ_ANNUAL_TAX_RETURN, update: Permission.UPDATE_ANNUAL_TAX_RETURN },
};

/** Staff may see returns of a type with its READ or UPDATE code, ALL_FUNCTIONS or ALL_FUNCTIONS_READ. */
export function staffMayReadTaxReturns(grant: Grant, type: TaxReturnType): boolean {
  if (grant.kind !== 'staff') return false;
  const { read, update } = TAX_RETURN_PERMISSIONS[type];
  return [read, update, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ].some((code) => grant.permissions.includes(code));
}

/** Staff may prepare, review, file and record payments of a type with its UPDATE code or ALL_FUNCTIONS. */
export function staffMayUpdateTaxReturns(grant: Grant, type: TaxReturnType): boolean {
  if (grant.kind !== 'staff') return false;
  const { update } = TAX_RETURN_PERMISSIONS[type];
  return [update, Permission.ALL_FUNCTIONS].some((code) => grant.permissions.includes(code));
}

/** The return types a staff grant may see (empty for customers: they see their clients' returns of every type). */
export function taxReturnTypesReadableBy(grant: Grant): TaxReturnType[] {
  return keysOf(TAX_RETURN_PERMISSIONS).filter((type) => staffMayReadTaxReturns(grant, type));
}

/** Who is looking at a return, as far as its actions go. */
export interface TaxReturnViewer {
  grant: Grant;
  userId: string;
  /** A customer account acting for the return's client. */
  actsForClient: boolean;
}

/**
 * The actions the viewer may take on the return now: its status allows them and the viewer may do them. A customer
 * acting for the client may approve and pay; staff with the type's UPDATE code do the rest, except that whoever
 * prepared the return cannot approve it (four eyes).
 */
export function availableTaxReturnActions(
  taxReturn: Pick<TaxReturnView, 'type' | 'status' | 'preparerIds'>, viewer: TaxReturnViewer,
): TaxReturnAction[] {
  const staff = staffMayUpdateTaxReturns(viewer.grant, taxReturn.type);
  return TAX_RETURN_ACTIONS.filter((action) => {
    if (!canTransition(taxReturn.status, action)) return false;
    if (viewer.grant.kind === 'customer') return viewer.actsForClient && (action === 'client-approve' || action === 'pay');
    if (!staff) return false;
    if (action === 'approve') return !taxReturn.preparerIds.includes(viewer.userId);
    return true;
  });
}

export const TAX_RETURN_PAYMENT_METHODS = ['balance', 'bank', 'card'] as const;
export type TaxReturnPaymentMethod = (typeof TAX_RETURN_PAYMENT_METHODS)[number];

export interface TaxReturnPayment {
  method: TaxReturnPaymentMethod;
  /** The tax part, riel: what counts against the revision's total due (`paidTotal`). */
  amount: number;
  /**
   * The penalty and interest part, riel, estimated on the day the payment was asked for (taxPaymentDue); charged with
   * the tax, so the payer was charged `amount + penalty`. Absent on payments recorded before it was collected: 0.
   */
  penalty?: number;
  /** The revision it paid. */
  revision: number;
  /** balance: the customer account debited; card: the customer account that paid. */
  customerP24Id: string | null;
  /** bank: the bank's master-data code and the bank's reference; card: the provider's transaction id (tran_id). */
  bankCode: string | null;
  reference: string | null;
  paidOn: IsoDate;
  recordedBy: string | null;
}

/**
 * Card payments of a return (POST pay {method: 'card', paymentOption?}): through the provider of the top-ups. The
 * answer carries `checkout`: the provider's form for the amount to pay; the return turns PAID when the provider's
 * approval arrives (the process `TAX_RETURN_CARD_PAYMENT_PROCESS`), never on the browser's word. While a card payment
 * of the same revision is pending, asking again answers the same transaction (one tran_id per revision at a time).
 * `max`: the most the provider's amount field is asked to carry, riel.
 */
export const TAX_RETURN_CARD_LIMITS = { max: 10_000_000_000 } as const;
/** The card-payment process's name (and checkpoint): the callback waits for it before answering. Never rename it. */
export const TAX_RETURN_CARD_PAYMENT_PROCESS = 'tax-returns.card-payment';
/** A card payment under way: the provider's form to post (as the top-up dialog does) and its transaction. */
export interface TaxReturnCardCheckout {
  tranId: string;
  amount: number;
  paymentOption: PaymentOption;
  form: PaymentForm;
}
/** What POST api/tax-returns/:id/pay answers: the return, and for a card payment the checkout to complete. */
export type TaxReturnPayAnswer = TaxReturnView & { checkout?: TaxReturnCardCheckout };

/** A filed revision kept when the return is amended: versions are compared side by side. */
export interface TaxReturnRevision {
  revision: number;
  form: TaxReturnForm;
  lines: TaxReturnLine[];
  totalDue: number;
  status: TaxReturnStatus;
  reference: string | null;
  filedAt: IsoDate | null;
}

/** What GET api/tax-returns/:id answers (and each list item, without the form's lines). */
export interface TaxReturnView {
  id: string;
  clientId: string;
  /** The client's names at the time of reading (English, Khmer): lists name the client, not only its id. */
  clientName: string;
  clientNameKh: string;
  type: TaxReturnType;
  period: string;
  /** Patent returns: the activity the return is for (uniqueness is per client, type, period and activity). */
  activity: string | null;
  status: TaxReturnStatus;
  /** Stream version: PATCH carries it back; a stale one answers 409. */
  version: number;
  /** 1 for the first filing, 2 for its first amendment ... */
  revision: number;
  form: TaxReturnForm;
  lines: TaxReturnLine[];
  totalDue: number;
  dueDate: IsoDate;
  /** Paid over every revision, riel. */
  paidTotal: number;
  /** What this revision still asks for (totalDue less what was paid before, never below zero). */
  amountToPay: number;
  /** Set on an amended revision: the difference to pay or to refund against what was paid. */
  amendment: AmendmentDifference | null;
  previousRevisions: TaxReturnRevision[];
  overdue: boolean;
  /** From the day after the due date while not paid: the penalty and interest estimate (ordinary negligence). */
  penalty: PenaltyEstimate | null;
  /**
   * What paying today charges: `amountToPay` as `tax`, the penalty estimate's total as `penalty` (0 when not overdue)
   * and their sum `total`. The pay dialog shows it and sends `total` back as `expectedTotal`.
   */
  paymentDue: TaxPaymentDue;
  /** Everyone who created, edited or submitted this revision: they may not approve it. */
  preparerIds: string[];
  reviewerId: string | null;
  reviewComments: string | null;
  clientApproval: { by: string; recordedByStaff: boolean; note: string | null; at: string } | null;
  filing: { reference: string; filedAt: IsoDate; by: string } | null;
  payments: TaxReturnPayment[];
  /** Files kept with the return (working papers, the authority's acknowledgement), every revision's. */
  attachments: TaxReturnAttachment[];
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string | null;
  /** The actions the caller may take now (availableTaxReturnActions). */
  actions: TaxReturnAction[];
}

export type TaxReturnListItem = Omit<TaxReturnView, 'form' | 'lines' | 'previousRevisions' | 'payments' | 'attachments'>;

/**
 * Attachments per return (issue 13: working papers, the acknowledgement): multipart `file` (and `kind`), judged by
 * its bytes (PDF, PNG, JPEG), at most `maxBytes` (a larger one answers 413 naming `file`), at most `maxPerReturn` kept
 * (409 beyond). Staff with the type's UPDATE code add them in any status but CANCELLED (the acknowledgement comes
 * after filing) and remove them while the return is a DRAFT (what was reviewed and filed stays); readers list and
 * download them, a customer those of its clients' returns. The bytes are a content-addressed blob of the store.
 */
export const TAX_RETURN_ATTACHMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPerReturn: 20,
  fileNameMax: 120,
  contentTypes: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;
export const TAX_RETURN_ATTACHMENT_KINDS = ['working-paper', 'acknowledgement', 'other'] as const;
export type TaxReturnAttachmentKind = (typeof TAX_RETURN_ATTACHMENT_KINDS)[number];
/** The multipart field names of an upload. */
export const TAX_RETURN_ATTACHMENT_FIELDS = { file: 'file', kind: 'kind' } as const;
/** The statuses an attachment may be removed in. */
export const TAX_RETURN_ATTACHMENT_REMOVABLE: readonly TaxReturnStatus[] = ['DRAFT'];

export interface TaxReturnAttachment {
  id: string;
  kind: TaxReturnAttachmentKind;
  fileName: string;
  contentType: (typeof TAX_RETURN_ATTACHMENT_LIMITS.contentTypes)[number];
  size: number;
  sha256: string;
  /** The revision it was added to. */
  revision: number;
  uploadedAt: string;
  uploadedBy: string | null;
}

export interface TaxReturnPage {
  items: TaxReturnListItem[];
  pagination: { page: number; size: number; total: number; lastPage: number };
}

export interface TaxReturnHistoryEntry {
  version: number;
  type: TaxReturnEvent['type'];
  /** The action in words (the event's last segment: created, form-changed, submitted-for-review ...). */
  what: string;
  by: string | null;
  at: string;
  /** What the event says beyond who and when (comments, a reference, an amount). */
  details: Record<string, unknown>;
}

/** The staff work queue (GET api/tax-returns/tasks) and its counts (the navigation badges). */
export const TAX_RETURN_TASK_QUEUES = ['awaitingMyReview', 'returnedToMe', 'awaitingClient', 'dueThisWeek', 'overdue'] as const;
export type TaxReturnTaskQueue = (typeof TAX_RETURN_TASK_QUEUES)[number];
export interface TaxReturnTasks {
  queues: Record<TaxReturnTaskQueue, TaxReturnListItem[]>;
  counts: Record<TaxReturnTaskQueue, number>;
}
/**
 * The menu entry titled tasks (spec: `/efiling-reports`, "entry titled tasks") whose badge shows the caller's work:
 * awaiting my review + returned to me (the web sums `counts` of GET api/tax-returns/tasks, as the payroll badge does).
 */
export const TAX_RETURN_TASKS_BADGE_ITEM_IDS = ['efiling-reports'] as const;

export const TaxReturnRoutes = {
  base: 'api/tax-returns',
  compute: 'api/tax-returns/compute',
  tasks: 'api/tax-returns/tasks',
  one: (id: string) => `api/tax-returns/${id}`,
  rules: 'api/tax-returns/rules',
  summary: 'api/tax-returns/summary',
  filed: 'api/tax-returns/filed',
  filedCsv: 'api/tax-returns/filed/export.csv',
  history: (id: string) => `api/tax-returns/${id}/history`,
  /** The return as a PDF, and its payment receipt (issue 14 B), in `?lang=en|km` (default: the reader's language). */
  pdf: (id: string) => `api/tax-returns/${id}/pdf`,
  receipt: (id: string) => `api/tax-returns/${id}/receipt.pdf`,
  action: (id: string, action: TaxReturnAction) => `api/tax-returns/${id}/${action}`,
  /** GET the list, POST multipart {file, kind} one. */
  attachments: (id: string) => `api/tax-returns/${id}/attachments`,
  /** GET the file (as an attachment download), DELETE it (DRAFT only). */
  attachment: (id: string, attachmentId: string) => `api/tax-returns/${id}/attachments/${attachmentId}`,
} as const;

/**
 * GET api/tax-returns `sort` and `order`: the list's sortable columns, sorted on the server (the list is paged).
 * `clientName` / `clientNameKh`: the client's English / Khmer name (the web sends the one of the reader's language);
 * `status` sorts in the life's order (TAX_RETURN_STATUSES), not by its label. Ties: due date, period, id.
 */
export const TAX_RETURN_SORT_KEYS = ['dueDate', 'period', 'clientName', 'clientNameKh', 'totalDue', 'status'] as const;
export type TaxReturnSortKey = (typeof TAX_RETURN_SORT_KEYS)[number];
export const TAX_RETURN_SORT_ORDERS = ['asc', 'desc'] as const;
export type TaxReturnSortOrder = (typeof TAX_RETURN_SORT_ORDERS)[number];
/** Without `sort`: by due date, the earliest first (what the list always did). */
export const TAX_RETURN_DEFAULT_SORT: { sort: TaxReturnSortKey; order: TaxReturnSortOrder } = { sort: 'dueDate', order: 'asc' };

/** Page sizes; the work queue answers the first `tasksPerQueue` returns of each queue by due date, with full counts. */
export const TAX_RETURN_LIST_LIMITS = {
  maxPageSize: 200, defaultPageSize: 20, tasksPerQueue: 50, commentsMax: 2000, referenceMax: 100, searchMax: 100,
  /** The customer dashboard: the next returns shown per client. */
  summaryNextPerClient: 3,
} as const;

export const TaxReturnEvents = {
  created: 'tax-returns.created',
  formChanged: 'tax-returns.form-changed',
  submittedForReview: 'tax-returns.submitted-for-review',
  returned: 'tax-returns.returned',
  approved: 'tax-returns.approved',
  clientApproved: 'tax-returns.client-approved',
  filed: 'tax-returns.filed',
  paid: 'tax-returns.paid',
  amended: 'tax-returns.amended',
  cancelled: 'tax-returns.cancelled',
  attachmentAdded: 'tax-returns.attachment-added',
  attachmentRemoved: 'tax-returns.attachment-removed',
} as const;

/** Every event names the return and its client, so a projection or push needs nothing else. */
interface TaxReturnRef {
  id: string;
  clientId: string;
  type: TaxReturnType;
  period: string;
  at: string;
  by: string | null;
  /** The client's customer accounts at the time: they are told of the change (push). */
  clientUserIds: string[];
}
/** The computation as stored with the form (the authority's answer at the time). */
export interface StoredComputation { lines: TaxReturnLine[]; totalDue: number; dueDate: IsoDate }

export interface TaxReturnCreatedData extends TaxReturnRef, StoredComputation {
  activity: string | null;
  form: TaxReturnForm;
  /** 1, or the next revision when a cancelled return's slot is taken again. */
  revision: number;
}
export interface TaxReturnFormChangedData extends TaxReturnRef, StoredComputation { form: TaxReturnForm }
export type TaxReturnSubmittedData = TaxReturnRef;
export interface TaxReturnReturnedData extends TaxReturnRef { comments: string; preparerIds: string[] }
export type TaxReturnApprovedData = TaxReturnRef;
export interface TaxReturnClientApprovedData extends TaxReturnRef { recordedByStaff: boolean; note: string | null }
export interface TaxReturnFiledData extends TaxReturnRef { reference: string; filedAt: IsoDate }
export interface TaxReturnPaidData extends TaxReturnRef { payment: TaxReturnPayment; fullyPaid: boolean }
export interface TaxReturnAmendedData extends TaxReturnRef, StoredComputation {
  revision: number;
  form: TaxReturnForm;
  difference: AmendmentDifference;
}
export interface TaxReturnCancelledData extends TaxReturnRef { reason: string | null }
export interface TaxReturnAttachmentAddedData extends TaxReturnRef { attachment: TaxReturnAttachment }
export interface TaxReturnAttachmentRemovedData extends TaxReturnRef { attachmentId: string; fileName: string }

/** Every event of the tax returns area: narrow on `type`, `data` follows. */
export type TaxReturnEvent = EventUnion<{
  [TaxReturnEvents.created]: TaxReturnCreatedData;
  [TaxReturnEvents.formChanged]: TaxReturnFormChangedData;
  [TaxReturnEvents.submittedForReview]: TaxReturnSubmittedData;
  [TaxReturnEvents.returned]: TaxReturnReturnedData;
  [TaxReturnEvents.approved]: TaxReturnApprovedData;
  [TaxReturnEvents.clientApproved]: TaxReturnClientApprovedData;
  [TaxReturnEvents.filed]: TaxReturnFiledData;
  [TaxReturnEvents.paid]: TaxReturnPaidData;
  [TaxReturnEvents.amended]: TaxReturnAmendedData;
  [TaxReturnEvents.cancelled]: TaxReturnCancelledData;
  [TaxReturnEvents.attachmentAdded]: TaxReturnAttachmentAddedData;
  [TaxReturnEvents.attachmentRemoved]: TaxReturnAttachmentRemovedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<TaxReturnEvent>`. */
export const isTaxReturnEvent = isEventOf<TaxReturnEvent>(Object.values(TaxReturnEvents));

/** Reminders: one decision per client, return type and period, on its own stream (sent exactly once). */
export const TaxReminderEvents = { sent: 'tax-returns.reminder-sent' } as const;
export interface TaxReminderSentData {
  clientId: string;
  clientName: string;
  returnType: TaxReturnType;
  period: string;
  dueDate: IsoDate;
  /** The users told, each in their language. */
  recipients: { userId: string; language: 'en' | 'km' }[];
  at: string;
}
export type TaxReminderEvent = EventUnion<{ [TaxReminderEvents.sent]: TaxReminderSentData }>;

/** The tax and the penalty parts a payment charged (a payment recorded before penalties were collected: penalty 0). */
export const paymentParts = (payment: Pick<TaxReturnPayment, 'amount' | 'penalty'>): TaxPaymentDue => {
  const penalty = payment.penalty ?? 0;
  return { tax: payment.amount, penalty, total: payment.amount + penalty };
};

/** The balance movement reason of a return's payment from the balance: one debit per return revision. */
export const taxReturnPaymentReason = (id: string, revision: number) => `tax-return:${id}:r${revision}`;
/**
 * The balance movement reason of a debit for a return's revision credited back because another payment (a card, a
 * bank payment) paid that revision first: one per return revision, like the debit.
 */
export const taxReturnRefundReason = (id: string, revision: number) => `tax-return-refund:${id}:r${revision}`;
export function parseTaxReturnPaymentReason(reason: string): { id: string; revision: number } | null {
  const match = /^tax-return:([^:]+):r(\d+)$/.exec(reason);
  return match ? { id: match[1], revision: Number(match[2]) } : null;
}

/** The answer of POST api/tax-returns/compute: the computation, and the rule rows in force for the period it read. */
export type TaxReturnComputeAnswer = TaxComputation & { rules: TaxRuleSet };

/**
 * The routes' gate: staff and customer accounts (vendors have no returns). What each may see of which return is
 * decided per return: staff by the type's codes (staffMayReadTaxReturns), customers by the clients they act for.
 */
export const TAX_RETURNS_ACCESS = { kinds: ['staff', 'customer'] } as const satisfies AccessRule;

/**
 * GET api/tax-returns/rules?type=&clientId=&period=: what the form's live preview needs to run computeReturn in the
 * browser, fetched once per type, client and period: the rule rows in force for the period and the client's context.
 */
export interface TaxReturnRulesAnswer {
  type: TaxReturnType;
  period: string;
  rules: TaxRuleSet;
  client: TaxClientContext;
}

/** A sum of returns: how many and the riel they still ask for. */
export interface TaxReturnTally { count: number; amount: number }

/** One client's next returns (customer dashboard). */
export interface TaxReturnClientOutlook {
  clientId: string;
  clientName: string;
  clientNameKh: string;
  /** Open returns (not paid, not cancelled), by due date, the first `summaryNextPerClient`. */
  next: Pick<TaxReturnListItem, 'id' | 'type' | 'period' | 'status' | 'dueDate' | 'amountToPay' | 'overdue'>[];
  outstanding: TaxReturnTally;
}

/**
 * GET api/tax-returns/summary: the dashboard cards. Staff (the types they read): due this week, overdue, awaiting
 * review (by someone who did not prepare it) and everything still to pay. A customer: the same tallies over its
 * clients' returns, and each client's next due dates and amounts.
 */
export interface TaxReturnSummary {
  dueThisWeek: TaxReturnTally;
  overdue: TaxReturnTally;
  awaitingReview: TaxReturnTally;
  outstanding: TaxReturnTally;
  /** Customer: its clients; staff: empty. */
  clients: TaxReturnClientOutlook[];
}

/** The statuses GET api/tax-returns/filed lists (`status=` narrows to one: the bank user's page asks for PAID). */
export const FILED_TAX_RETURN_STATUSES = ['FILED', 'PAID'] as const;
export type FiledTaxReturnStatus = (typeof FILED_TAX_RETURN_STATUSES)[number];

/** A filed (or paid) return with its payments: the tax report history (GET api/tax-returns/filed). */
export type FiledTaxReturn = TaxReturnListItem & { payments: TaxReturnPayment[] };
export interface FiledTaxReturnPage {
  items: FiledTaxReturn[];
  pagination: { page: number; size: number; total: number; lastPage: number };
  totals: { count: number; totalDue: number; paid: number };
}

/** The history and its CSV export: staff holding READ_TAX_PAYMENT (or ALL_FUNCTIONS, ALL_FUNCTIONS_READ), as the page. */
export const FILED_TAX_RETURNS_ACCESS = { kinds: ['staff'], permission: [Permission.READ_TAX_PAYMENT] } as const satisfies AccessRule;

/** Province names by their gazetteer code (master data `province`), in both languages. */
export type ProvinceNames = ReadonlyMap<string, LocalizedText>;

/**
 * A patent line names its activity's place by the province's code as the rules computed it ('Shop (12, 2020-01-01)');
 * the reader gets the province's name in each language instead ('Shop (Phnom Penh, 2020-01-01)' / 'Shop (ភ្នំពេញ, …)').
 * Done where the line is shown, so returns stored before read the same; a code without a name stays as it is.
 */
export function withProvinceNames(line: TaxReturnLine, form: unknown, provinces: ProvinceNames): TaxReturnLine {
  if (line.code !== 'patent.activity' || provinces.size === 0) return line;
  const activities: unknown = typeof form === 'object' && form !== null && 'activities' in form ? form.activities : null;
  if (!Array.isArray(activities)) return line;
  for (const activity of activities) {
    if (typeof activity !== 'object' || activity === null || !('provinceCode' in activity) || !('startDate' in activity)) continue;
    const { provinceCode, startDate } = activity;
    if (typeof provinceCode !== 'string' || typeof startDate !== 'string') continue;
    const place = provinces.get(provinceCode);
    const coded = `(${provinceCode}, ${startDate})`;
    if (!place || !line.label.en.includes(coded)) continue;
    const named = (name: string) => `(${name || place.en || provinceCode}, ${startDate})`;
    return { ...line, label: { en: line.label.en.replace(coded, named(place.en)), km: line.label.km.replace(coded, named(place.km)) } };
  }
  return line;
}
