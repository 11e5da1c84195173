import { DateTime } from 'luxon';
import { DATE_FORMATS } from '@cis/contracts';

/** Message time as 'MMM dd, h:mm a' in the current language. */
export function formatMessageTime(iso: string, locale: string): string {
  const d = DateTime.fromISO(iso);
  if (!d.isValid) return '';
  return d.setLocale(locale).toFormat(DATE_FORMATS.messageTime);
}
