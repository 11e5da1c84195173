import type { BalanceMovement } from '@cis/contracts';
import { formatDate } from './dates';

/** Day, short month, year and 24-hour time: one layout for the money tables in both languages. */
const DATE_TIME = "dd MMM yyyy',' HH:mm";
const DAY = 'dd MMM yyyy';

/** A date and time in the user's language, Cambodia time (UTC+7, the portal's business time zone). */
export function formatDateTime(iso: string | null, language: string): string {
  return formatDate(iso, language, DATE_TIME, 'Asia/Phnom_Penh');
}

/** A calendar day (yyyy-MM-dd) in the user's language. */
export function formatDay(day: string, language: string): string {
  return formatDate(day, language, DAY, 'UTC');
}

/** What a balance movement was, as a translation key and its reference (tran_id, coupon code). */
export function describeMovement(movement: Pick<BalanceMovement, 'reason' | 'kind'>): { key: string; reference: string } {
  const [kind, ...rest] = movement.reason.split(':');
  const reference = rest.join(':');
  if (kind === 'topup') return { key: 'vendorPages.movement.topUp', reference };
  // Coupon claims are 'coupon:<CODE>:<customerP24Id>': the code is what the vendor typed.
  if (kind === 'coupon') return { key: 'vendorPages.movement.coupon', reference: rest[0] ?? '' };
  if (kind === 'opening-balance') return { key: 'vendorPages.movement.opening', reference: '' };
  return { key: 'vendorPages.movement.other', reference: movement.reason };
}
