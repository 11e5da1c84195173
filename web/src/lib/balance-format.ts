import type { BalanceMovement } from '@cis/contracts';
import { formatDate } from './dates';

/** Day, short month, year and 24-hour time: one layout for the money tables in both languages. */
const DATE_TIME = "dd MMM yyyy',' HH:mm";
const DAY = 'dd MMM yyyy';

/** A date and time in the user's language and zone (the profile's; Asia/Phnom_Penh by default). */
export function formatDateTime(iso: string | null, language: string): string {
  return formatDate(iso, language, DATE_TIME);
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
  // A return paid from the balance ('tax-return:<id>:r<revision>'): the row names the return itself (its purpose).
  if (kind === 'tax-return') return { key: 'vendorPages.movement.taxReturnPayment', reference: '' };
  // A card payment of a return already paid, credited back ('tax-return-credit:<tranId>').
  if (kind === 'tax-return-credit') return { key: 'vendorPages.movement.taxReturnCredit', reference };
  // A debit for a revision another payment paid first, credited back ('tax-return-refund:<id>:r<revision>').
  if (kind === 'tax-return-refund') return { key: 'vendorPages.movement.taxReturnRefund', reference: '' };
  return { key: 'vendorPages.movement.other', reference: movement.reason };
}
