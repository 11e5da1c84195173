import type { AccountBalance } from '../balance/balance';
import { isEventOf, type EventUnion } from '../platform/events';
import type { TaxReturnType } from '../tax-rules/tax-rules';

/**
 * Vendor top-up through a card payment provider (spec 000 s1: the hidden payment form; s9: its maxima).
 *
 * Flow: POST api/payments/topups records a pending top-up and answers the provider's form; the web posts that
 * form (hidden inputs, form.submit()) into a frame of the top-up dialog; the provider calls
 * POST api/payments/callback server to server; an approved callback credits the customer balance once.
 */

/** Payment options offered to the provider (its `payment_option` field). */
export const PAYMENT_OPTIONS = ['cards', 'abapay', 'khqr'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/**
 * What a provider payment pays when it is not a top-up of the balance: a tax return's revision (issue 13). Absent
 * on a top-up. It travels in the request, approval and decline events, so a process acts on the approval alone:
 * an approval with a purpose credits no balance (TopUpCreditProcess skips it); the tax returns' card-payment
 * process records the return's payment instead.
 */
export interface TopUpPurpose {
  kind: 'tax-return';
  taxReturnId: string;
  revision: number;
  clientId: string;
  clientName: string;
  returnType: TaxReturnType;
  period: string;
  /**
   * Of the amount, the penalty and interest part (an overdue return's payment charges it with the tax); absent when
   * nothing of it was (and on purposes recorded before penalties were collected).
   */
  penalty?: number;
}

/** Top-up amount limits, in whole riel. */
export const TOPUP_LIMITS = { min: 1_000, max: 100_000_000 } as const;

/** The provider's form fields (names as the provider spells them). Every value is a string. */
export interface PaymentFormFields {
  /** UTC request time, yyyyMMddHHmmss. */
  req_time: string;
  merchant_id: string;
  /** At most 20 characters (PAYMENT_FORM_MAXIMA). */
  tran_id: string;
  /** Whole riel, digits only. */
  amount: string;
  email: string;
  phone: string;
  return_url: string;
  continue_success_url: string;
  payment_option: string;
  /** base64(HMAC-SHA512(merchantKey, the PAYMENT_HASH_FIELD_ORDER values concatenated)). */
  hash: string;
  /** The provider page's language (ABA PayWay's `lang`: km or en), added by the browser; not part of the hash. */
  lang?: 'km' | 'en';
}

/**
 * The fixed order of the request hash: the values of these fields, concatenated without separators; `hash` itself
 * is not part of it. The field names are ABA PayWay's purchase API, and this is its hash order restricted to the
 * fields we send. PayWay's full order is req_time, merchant_id, tran_id, amount, items, shipping, firstname,
 * lastname, email, phone, type, payment_option, return_url, cancel_url, continue_success_url, return_deeplink,
 * currency, custom_fields, return_params (a field not sent is left out), so payment_option comes before the URLs.
 */
export const PAYMENT_HASH_FIELD_ORDER = [
  'req_time', 'merchant_id', 'tran_id', 'amount', 'email', 'phone', 'payment_option', 'return_url', 'continue_success_url',
] as const satisfies readonly (keyof PaymentFormFields)[];

/** Answer of POST api/payments/topups: what the web posts to the provider. */
export interface PaymentForm {
  /** Form action URL (the provider's, or the built-in sandbox's). */
  action: string;
  method: 'POST';
  fields: PaymentFormFields;
}

/** Provider status of a callback. */
export const CALLBACK_STATUSES = ['approved', 'declined'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

/** Body of POST api/payments/callback (JSON or form-urlencoded), as the provider sends it. */
export interface PaymentCallback {
  req_time: string;
  merchant_id: string;
  tran_id: string;
  amount: string;
  status: CallbackStatus;
  /** base64(HMAC-SHA512(merchantKey, the CALLBACK_HASH_FIELD_ORDER values concatenated)). */
  hash: string;
}

/** The fixed order of the callback hash. */
export const CALLBACK_HASH_FIELD_ORDER = ['req_time', 'merchant_id', 'tran_id', 'amount', 'status'] as const satisfies readonly (keyof PaymentCallback)[];

/** What the BFF answers the provider on an accepted callback. */
export interface PaymentCallbackAnswer {
  tran_id: string;
  /** applied: this call changed the top-up; duplicate: it had this outcome already (nothing changed). */
  result: 'applied' | 'duplicate';
  status: TopUpStatus;
}

export const TOPUP_STATUSES = ['pending', 'success', 'failed'] as const;
export type TopUpStatus = (typeof TOPUP_STATUSES)[number];

/** One online payment transaction (a top-up), as the vendor and the staff see it. */
export interface TopUpTransaction {
  tranId: string;
  customerP24Id: string;
  customerName: string;
  email: string;
  /** Whole riel. */
  amount: number;
  paymentOption: PaymentOption;
  status: TopUpStatus;
  /** The balance movement has been applied (success only). */
  credited: boolean;
  /** Main balance right after the credit. */
  balanceAfter: number | null;
  requestedAt: string;
  completedAt: string | null;
  /** Why it failed (provider decline). */
  failureReason: string | null;
  /** What it paid when not a top-up (a tax return by card); absent on a top-up and on rows recorded before. */
  purpose?: TopUpPurpose;
}

/**
 * A callback the BFF refused (malformed, forged, mismatched, or contradicting the recorded outcome), or, with reason
 * 'rate-limited', the one summary of the refusals answered 429 and not recorded one by one (see
 * CallbackRefusalsSuppressedData).
 */
export interface RefusedCallback {
  id: string;
  /** As sent (clipped to 40 characters); '' for a summary or when the body had none. */
  tranId: string;
  reason: CallbackRefusalReason | typeof RATE_LIMITED_REFUSAL;
  amount: string;
  status: string;
  receivedAt: string;
  /** The source address (the first one of a summary); null in events recorded before addresses were. */
  address: string | null;
  /** 1 for one refusal; the number of refusals a summary stands for. */
  count: number;
  /** A summary: the last refusal it covers. */
  until: string | null;
  /** malformed: the fields that failed validation (clipped). */
  fields: string[];
}
export const CALLBACK_REFUSAL_REASONS = ['malformed', 'signature', 'merchant', 'unknown-transaction', 'amount', 'outcome-conflict'] as const;
export type CallbackRefusalReason = (typeof CALLBACK_REFUSAL_REASONS)[number];
/** The reason shown for a summary of refusals answered 429. */
export const RATE_LIMITED_REFUSAL = 'rate-limited';

/**
 * Refused callbacks are recorded one event each only up to a limit per source address and in all, per window
 * (PAYMENT_CALLBACK_REFUSAL_LIMIT, PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT, PAYMENT_CALLBACK_REFUSAL_WINDOW_MS); beyond
 * it a refused callback is answered 429 and only counted, and the counts become one summary event when the window
 * ends. A flood of forged callbacks thus adds at most total + 1 events per window to the log.
 */
export const CALLBACK_REFUSAL_LIMITS = { perAddress: 20, total: 200, windowMs: 60_000 } as const;

/** One page of a staff listing. */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  size: number;
}

/** Staff listing: the page plus totals of every matching row (not only this page). */
export interface TransactionListing extends PagedList<TopUpTransaction> {
  /**
   * successAmount: every succeeded payment; of it, topUpAmount the top-ups (what reached balances) and
   * taxReturnAmount the payments of tax returns by card (which pay a return, not a balance).
   */
  totals: { count: number; amount: number; successAmount: number; topUpAmount: number; taxReturnAmount: number };
}

/** One movement of a customer's balances, read from the balance stream of the event log. */
export interface BalanceMovement {
  /** Global log position (unique, increasing). */
  position: number;
  at: string;
  kind: 'customerBalance' | 'couponBalance';
  /** Signed riel. */
  amount: number;
  /** 'opening-balance', 'topup:<tranId>', 'coupon:<code>', 'tax-return:<id>:r<revision>', 'tax-return-credit:<tranId>' ... */
  reason: string;
  balance: AccountBalance;
  /** The tax return a movement paid (or a card payment credited back came for); see BalanceChangedData.purpose. */
  purpose?: TopUpPurpose;
}

/**
 * Which staff listing a query is for. bank (default, /payment-online-transactions): from/to on the request day,
 * newest request first. history (/payment-online-transactions-history, tax report history): from/to on the
 * completion day (rows not completed never match a date filter), latest completion first (not completed last), and
 * the CSV export carries balance_after_riel like the table.
 */
export const TRANSACTION_VIEWS = ['bank', 'history'] as const;
export type TransactionView = (typeof TRANSACTION_VIEWS)[number];

export const PAYMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAYMENT_MAX_PAGE_SIZE = 100;

export const PaymentRoutes = {
  /** POST {amount, paymentOption} -> PaymentForm; GET -> own TopUpTransaction[] (newest first). */
  topups: 'api/payments/topups',
  /** GET one own top-up (the dialog checks its outcome). */
  topup: (tranId: string) => `api/payments/topups/${encodeURIComponent(tranId)}`,
  /** POST, public: the provider's server-to-server callback. */
  callback: 'api/payments/callback',
  /** GET staff (READ_TAX_PAYMENT): filters, paging; `format=csv` answers text/csv of every matching row. */
  transactions: 'api/payments/transactions',
  /** GET staff (READ_TAX_PAYMENT): the same rows as CSV (same filters). */
  transactionsCsv: 'api/payments/transactions/export.csv',
  /** GET staff (READ_TAX_PAYMENT): refused callbacks, newest first. */
  refusedCallbacks: 'api/payments/refused-callbacks',
  /** GET own balance movements (top-ups, coupon claims ...) from the event log, newest first. */
  balanceHistory: 'api/payments/balance-history',
} as const;

/** The built-in sandbox provider (not in production): public HTML pages, not part of the API. */
export const SandboxRoutes = {
  /** POST the payment form here: shows approve / decline. */
  checkout: '/sandbox/payments/checkout',
  /** POST {token, decision}: calls the callback, then redirects the browser. */
  decide: '/sandbox/payments/decide',
} as const;

/** The page the provider sends the browser back to (inside the top-up dialog's frame). Public, BFF-served. */
export const PaymentReturnRoutes = {
  page: '/public/payments/return',
  script: '/public/payments/return.js',
} as const;

/** What the return page posts to its parent window: a hint to re-read the top-up (never trusted as the outcome). */
export interface PaymentReturnMessage {
  source: 'cis-payments';
  tranId: string;
  result: 'success' | 'fail';
}
export const PAYMENT_RETURN_MESSAGE_SOURCE = 'cis-payments';

export const PaymentEvents = {
  topUpRequested: 'payments.topup-requested',
  topUpApproved: 'payments.topup-approved',
  topUpDeclined: 'payments.topup-declined',
  callbackRefused: 'payments.callback-refused',
  callbackRefusalsSuppressed: 'payments.callback-refusals-suppressed',
} as const;

export interface TopUpRequestedData {
  tranId: string;
  customerP24Id: string;
  customerName: string;
  userId: string;
  email: string;
  phone: string;
  amount: number;
  paymentOption: PaymentOption;
  reqTime: string;
  requestedAt: string;
  /** A payment of something else than the balance (a tax return by card); absent on a top-up. */
  purpose?: TopUpPurpose;
}
export interface TopUpApprovedData {
  tranId: string;
  customerP24Id: string;
  amount: number;
  approvedAt: string;
  /** The request's purpose, when it had one. */
  purpose?: TopUpPurpose;
}
export interface TopUpDeclinedData {
  tranId: string;
  customerP24Id: string;
  amount: number;
  reason: string;
  declinedAt: string;
  /** The request's purpose, when it had one. */
  purpose?: TopUpPurpose;
}
export interface CallbackRefusedData {
  id: string;
  tranId: string;
  reason: CallbackRefusalReason;
  amount: string;
  status: string;
  receivedAt: string;
  /** Source address (absent in events recorded before it was). */
  address?: string;
  /** malformed: the fields that failed validation. */
  fields?: string[];
}
/** The refusals of one window that were answered 429 instead of being recorded one by one. */
export interface CallbackRefusalsSuppressedData {
  id: string;
  count: number;
  /** First and last suppressed refusal. */
  from: string;
  to: string;
  /** The addresses with the most suppressed refusals, most first (at most 10), and how many each. */
  addresses: { address: string; count: number }[];
  reasons: Partial<Record<CallbackRefusalReason, number>>;
}

/** The events of one top-up's stream: its request and its single outcome. */
export type TopUpEvent = EventUnion<{
  [PaymentEvents.topUpRequested]: TopUpRequestedData;
  [PaymentEvents.topUpApproved]: TopUpApprovedData;
  [PaymentEvents.topUpDeclined]: TopUpDeclinedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<TopUpEvent>`. */
export const isTopUpEvent = isEventOf<TopUpEvent>([PaymentEvents.topUpRequested, PaymentEvents.topUpApproved, PaymentEvents.topUpDeclined]);
/** The events of the refused-callback log. */
export type CallbackRefusalEvent = EventUnion<{
  [PaymentEvents.callbackRefused]: CallbackRefusedData;
  [PaymentEvents.callbackRefusalsSuppressed]: CallbackRefusalsSuppressedData;
}>;
/** Every event of the payments area: narrow on `type`, `data` follows. */
export type PaymentEvent = TopUpEvent | CallbackRefusalEvent;

/** Reason of a balance movement that credits a top-up. */
export const topUpReason = (tranId: string) => `topup:${tranId}`;
/**
 * The balance movement reason of a card payment of a tax return that arrived when its revision was already paid
 * (another payment got there first): the amount is credited to the payer's main balance, once per transaction.
 */
export const taxReturnCardCreditReason = (tranId: string) => `tax-return-credit:${tranId}`;
