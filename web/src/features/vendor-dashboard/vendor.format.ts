import type { BalanceMovement } from '@cis/contracts';

/** A date and time in the user's language, Cambodia time (UTC+7, the portal's business time zone). */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-GB', {
    day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Phnom_Penh',
  }).format(new Date(iso));
}

/** A calendar day (yyyy-MM-dd) in the user's language. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${day}T00:00:00Z`));
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
