import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CALLBACK_HASH_FIELD_ORDER, PAYMENT_FORM_MAXIMA, PAYMENT_HASH_FIELD_ORDER,
  type PaymentCallback, type PaymentFormFields,
} from '@cis/contracts';

/**
 * The provider's signatures, pure: base64(HMAC-SHA512(merchantKey, values concatenated in a fixed order)).
 * Request order (PAYMENT_HASH_FIELD_ORDER, ABA PayWay's purchase order restricted to our fields): req_time,
 * merchant_id, tran_id, amount, email, phone, payment_option, return_url, continue_success_url. Callback order (CALLBACK_HASH_FIELD_ORDER): req_time, merchant_id,
 * tran_id, amount, status. No separators; values as sent (strings, not trimmed).
 */
export function hmacBase64(key: string, message: string): string {
  return createHmac('sha512', key).update(message, 'utf8').digest('base64');
}

export function requestHashMessage(fields: Omit<PaymentFormFields, 'hash'>): string {
  return PAYMENT_HASH_FIELD_ORDER.map((name) => fields[name]).join('');
}

export function signPaymentRequest(key: string, fields: Omit<PaymentFormFields, 'hash'>): string {
  return hmacBase64(key, requestHashMessage(fields));
}

export function callbackHashMessage(callback: Omit<PaymentCallback, 'hash'>): string {
  return CALLBACK_HASH_FIELD_ORDER.map((name) => callback[name]).join('');
}

export function signCallback(key: string, callback: Omit<PaymentCallback, 'hash'>): string {
  return hmacBase64(key, callbackHashMessage(callback));
}

/** Constant-time comparison of a received base64 hash with the expected one. */
export function hashMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(new Uint8Array(a), new Uint8Array(b));
}

export function verifyPaymentRequest(key: string, fields: PaymentFormFields): boolean {
  const { hash, ...rest } = fields;
  return hashMatches(signPaymentRequest(key, rest), hash);
}

export function verifyCallback(key: string, callback: PaymentCallback): boolean {
  const { hash, ...rest } = callback;
  return hashMatches(signCallback(key, rest), hash);
}

/** yyyyMMddHHmmss in UTC, the provider's req_time. */
export function formatReqTime(instant: Date): string {
  return instant.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

const TRAN_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'T' + yyMMdd (UTC) + 11 random characters: 18 characters, within the provider's 20. */
export function newTranId(instant: Date, random: (n: number) => Buffer = randomBytes): string {
  const day = formatReqTime(instant).slice(2, 8);
  const bytes = random(11);
  let suffix = '';
  for (const byte of bytes) suffix += TRAN_ALPHABET[byte % TRAN_ALPHABET.length];
  return `T${day}${suffix}`;
}

const isLimitedField = (name: string): name is keyof typeof PAYMENT_FORM_MAXIMA => Object.hasOwn(PAYMENT_FORM_MAXIMA, name);

/** Field names whose value is longer than the spec's maximum (spec 000 s9). */
export function fieldsOverMaxima(fields: Partial<PaymentFormFields>): string[] {
  return Object.keys(PAYMENT_FORM_MAXIMA).filter(isLimitedField)
    .filter((name) => (fields[name] ?? '').length > PAYMENT_FORM_MAXIMA[name]);
}
