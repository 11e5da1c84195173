import {
  COUPON_CODE_PATTERN, COUPON_LIMITS, CouponMessages, Permission, hasAny, isAllowed, normalizeCouponCode,
  type Coupon, type CreateCouponInput, type Grant, type UpdateCouponInput,
} from '@cis/contracts';

/** The coupon form as typed: numbers may be empty while the user edits. */
export interface CouponDraft {
  code: string;
  description: string;
  amount: number | null;
  /** yyyy-MM-dd */
  validFrom: string;
  validTo: string;
  maxClaims: number | null;
}

export type CouponField = keyof CouponDraft;
export type CouponProblemKind = 'required' | 'pattern' | 'tooLong' | 'range' | 'day' | 'window' | 'belowClaims' | 'exists';

export interface CouponProblem {
  field: CouponField;
  kind: CouponProblemKind;
  /** Values for the message (limits, claims made). */
  values?: Record<string, number>;
}

/** The form's fields in their order; each one's name in the shell's invalid-fields list (translated as field.<name>). */
export const COUPON_FIELDS: readonly CouponField[] = ['code', 'description', 'amount', 'validFrom', 'validTo', 'maxClaims'];
export const invalidFieldName = (field: CouponField) => `coupon_${field}`;

/** Who may see the coupon list (the BFF's GET rule) and who may change it (its write rule). */
export function couponAccess(grant: Grant): { read: boolean; write: boolean } {
  return {
    read: isAllowed({ permission: [Permission.UPDATE_COUPON] }, grant),
    write: hasAny(grant, Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** yyyy-MM-dd plus n days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** A new coupon: valid from today for 30 days, one claim per customer up to 100. */
export function emptyDraft(today: string): CouponDraft {
  return { code: '', description: '', amount: null, validFrom: today, validTo: addDays(today, 30), maxClaims: 100 };
}

export function draftOf(coupon: Coupon): CouponDraft {
  const { code, description, amount, validFrom, validTo, maxClaims } = coupon;
  return { code, description, amount, validFrom, validTo, maxClaims };
}

const whole = (n: number | null, min: number, max: number) => n !== null && Number.isInteger(n) && n >= min && n <= max;

/**
 * The problems of a draft, in the form's order, by the same rules as the BFF's DTOs: code (new coupons only; never
 * changed later), description length, whole amount and claim count within the limits, real days with validTo on or
 * after validFrom, and (editing) no fewer claims allowed than already made.
 */
export function validateCoupon(draft: CouponDraft, existing: Coupon | null): CouponProblem[] {
  const problems: CouponProblem[] = [];
  if (!existing) {
    const code = normalizeCouponCode(draft.code);
    if (!code) problems.push({ field: 'code', kind: 'required' });
    else if (!COUPON_CODE_PATTERN.test(code)) problems.push({ field: 'code', kind: 'pattern', values: { ...COUPON_LIMITS.codeLength } });
  }
  if (draft.description.length > COUPON_LIMITS.descriptionLength) {
    problems.push({ field: 'description', kind: 'tooLong', values: { max: COUPON_LIMITS.descriptionLength } });
  }
  if (draft.amount === null) problems.push({ field: 'amount', kind: 'required' });
  else if (!whole(draft.amount, COUPON_LIMITS.amount.min, COUPON_LIMITS.amount.max)) problems.push({ field: 'amount', kind: 'range', values: { ...COUPON_LIMITS.amount } });
  for (const field of ['validFrom', 'validTo'] as const) {
    if (!draft[field]) problems.push({ field, kind: 'required' });
    else if (!isDay(draft[field])) problems.push({ field, kind: 'day' });
  }
  if (isDay(draft.validFrom) && isDay(draft.validTo) && draft.validTo < draft.validFrom) problems.push({ field: 'validTo', kind: 'window' });
  if (draft.maxClaims === null) problems.push({ field: 'maxClaims', kind: 'required' });
  else if (!whole(draft.maxClaims, COUPON_LIMITS.maxClaims.min, COUPON_LIMITS.maxClaims.max)) problems.push({ field: 'maxClaims', kind: 'range', values: { ...COUPON_LIMITS.maxClaims } });
  else if (existing && draft.maxClaims < existing.claims) problems.push({ field: 'maxClaims', kind: 'belowClaims', values: { claims: existing.claims } });
  return problems;
}

/** The invalid-fields list of some problems: each field once, in the form's order. */
export function invalidFields(problems: CouponProblem[]): string[] {
  return COUPON_FIELDS.filter((f) => problems.some((p) => p.field === f)).map(invalidFieldName);
}

/** POST body of a valid draft. */
export function createInputOf(draft: CouponDraft): CreateCouponInput {
  return {
    code: normalizeCouponCode(draft.code), description: draft.description.trim(), amount: draft.amount!, validFrom: draft.validFrom,
    validTo: draft.validTo, maxClaims: draft.maxClaims!,
  };
}

/** PATCH body of a valid draft: only what changed (empty: nothing to send). */
export function changesOf(draft: CouponDraft, existing: Coupon): UpdateCouponInput {
  const changes: UpdateCouponInput = {};
  const description = draft.description.trim();
  if (description !== existing.description) changes.description = description;
  if (draft.amount !== existing.amount) changes.amount = draft.amount!;
  if (draft.validFrom !== existing.validFrom) changes.validFrom = draft.validFrom;
  if (draft.validTo !== existing.validTo) changes.validTo = draft.validTo;
  if (draft.maxClaims !== existing.maxClaims) changes.maxClaims = draft.maxClaims!;
  return changes;
}

export type CouponState = 'active' | 'upcoming' | 'expired' | 'usedUp';

/** Where a coupon stands on a Cambodian calendar day. */
export function couponState(coupon: Pick<Coupon, 'validFrom' | 'validTo' | 'claims' | 'maxClaims'>, today: string): CouponState {
  if (today > coupon.validTo) return 'expired';
  if (coupon.claims >= coupon.maxClaims) return 'usedUp';
  if (today < coupon.validFrom) return 'upcoming';
  return 'active';
}

/** Case-insensitive search in code and description. */
export function matchesSearch(coupon: Pick<Coupon, 'code' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || coupon.code.toLowerCase().includes(needle) || coupon.description.toLowerCase().includes(needle);
}

/** A refusal of the BFF that belongs to one field of the form (e.g. a code already taken by someone else). */
export function problemOfRefusal(message: string, existing: Coupon | null): CouponProblem | null {
  if (message === CouponMessages.exists) return { field: 'code', kind: 'exists' };
  if (message === CouponMessages.window) return { field: 'validTo', kind: 'window' };
  if (message === CouponMessages.maxBelowClaims) return { field: 'maxClaims', kind: 'belowClaims', values: { claims: existing?.claims ?? 0 } };
  return null;
}
