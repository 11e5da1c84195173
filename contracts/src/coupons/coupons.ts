import { isEventOf, type EventUnion } from '../platform/events';
import type { AccountBalance } from '../balance/balance';

/**
 * Coupons: master data (staff with UPDATE_COUPON). A customer claims a code once; the amount goes to the
 * coupon balance. Dates are calendar days (yyyy-MM-dd, inclusive) in Cambodia time (UTC+7).
 */
export interface Coupon {
  /** Upper case letters, digits and '-', 3 to 40 characters. */
  code: string;
  description: string;
  /** Whole riel added to the coupon balance per claim. */
  amount: number;
  validFrom: string;
  validTo: string;
  /** How many claims the coupon allows in all (one per customer). */
  maxClaims: number;
  /** Claims so far. */
  claims: number;
  createdAt: string;
  updatedAt: string;
}

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
/** Master data limits (the DTOs and the web's coupon form use these). */
export const COUPON_LIMITS = {
  codeLength: { min: 3, max: 40 },
  descriptionLength: 200,
  amount: { min: 1, max: 100_000_000 },
  maxClaims: { min: 1, max: 1_000_000 },
} as const;

/** POST api/coupons */
export type CreateCouponInput = Pick<Coupon, 'code' | 'amount' | 'validFrom' | 'validTo' | 'maxClaims'> & { description?: string };
/** PATCH api/coupons/:code: only the fields that change (the code never does). */
export type UpdateCouponInput = Partial<Pick<Coupon, 'description' | 'amount' | 'validFrom' | 'validTo' | 'maxClaims'>>;
/** Codes are compared in upper case without surrounding spaces. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
/** Cambodia has no daylight saving: UTC+7 all year. */
export const CAMBODIA_UTC_OFFSET_MINUTES = 7 * 60;
/** The calendar day (yyyy-MM-dd) of an instant in Cambodia. */
export const cambodiaDay = (instant: Date) => new Date(instant.getTime() + CAMBODIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** What POST api/coupons/claim answers: status is the spec's 'RECEIVEOK'. */
export const COUPON_RECEIVE_OK = 'RECEIVEOK';
export interface CouponClaimAnswer {
  status: typeof COUPON_RECEIVE_OK;
  code: string;
  amount: number;
  /** Balances after the claim. */
  balance: AccountBalance;
}

/** One claim, as the customer (own history) and staff see it. */
export interface CouponClaim {
  id: string;
  code: string;
  customerP24Id: string;
  amount: number;
  claimedAt: string;
  /** The coupon balance movement has been applied. */
  credited: boolean;
  couponBalanceAfter: number | null;
}

/** The claim refusals (400, developerMessage). */
export const CouponMessages = {
  /**
   * A claim of a code that does not exist, is not valid yet, has expired or is used up: one answer for all four, so
   * guessing codes tells nothing about which ones exist (claims are limited per account as well).
   */
  notClaimable: 'This coupon code cannot be claimed.',
  alreadyClaimed: 'You have already claimed this coupon.',
  noCustomer: 'Only a customer account can claim coupons.',
  exists: 'A coupon with this code already exists.',
  window: 'validTo must be on or after validFrom.',
  maxBelowClaims: 'maxClaims cannot be lower than the claims already made.',
} as const;

export const CouponRoutes = {
  /** GET (UPDATE_COUPON) list; POST (UPDATE_COUPON) create. */
  base: 'api/coupons',
  /** PATCH (UPDATE_COUPON) one coupon. */
  one: (code: string) => `api/coupons/${encodeURIComponent(code)}`,
  /** POST {code} -> CouponClaimAnswer. */
  claim: 'api/coupons/claim',
  /** GET own claims, newest first. */
  claims: 'api/coupons/claims',
} as const;

export const CouponEvents = {
  created: 'coupons.created',
  updated: 'coupons.updated',
  claimed: 'coupons.claimed',
} as const;

export interface CouponCreatedData {
  coupon: Omit<Coupon, 'claims'>;
}
export interface CouponUpdatedData {
  code: string;
  changes: Partial<Pick<Coupon, 'description' | 'amount' | 'validFrom' | 'validTo' | 'maxClaims'>>;
  updatedAt: string;
}
export interface CouponClaimedData {
  claimId: string;
  code: string;
  customerP24Id: string;
  userId: string;
  amount: number;
  claimedAt: string;
}

export type CouponEvent = EventUnion<{
  [CouponEvents.created]: CouponCreatedData;
  [CouponEvents.updated]: CouponUpdatedData;
  [CouponEvents.claimed]: CouponClaimedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<CouponEvent>`. */
export const isCouponEvent = isEventOf<CouponEvent>(Object.values(CouponEvents));

/** Reason of the coupon balance movement of a claim. */
export const couponClaimReason = (claimId: string) => `coupon:${claimId}`;
/** One claim per customer per coupon. */
export const couponClaimId = (code: string, customerP24Id: string) => `${code}:${customerP24Id}`;
