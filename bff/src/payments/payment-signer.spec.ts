import { PAYMENT_FORM_MAXIMA, PAYMENT_HASH_FIELD_ORDER, type PaymentFormFields } from '@cis/contracts';
import { buildPaymentForm } from './payment-form';
import {
  fieldsOverMaxima, formatReqTime, hmacBase64, newTranId, requestHashMessage, signCallback, signPaymentRequest, verifyCallback, verifyPaymentRequest,
} from './payment-signer';

/**
 * The expected hashes were computed outside this code base with openssl. The request order is ABA PayWay's
 * purchase hash order restricted to the fields we send (req_time, merchant_id, tran_id, amount, email, phone,
 * payment_option, return_url, continue_success_url):
 *
 *   TRAN=T260101ABCDEFGHJKL
 *   printf '%s' "20260101120000cis-sandbox${TRAN}50000vendor@cis.testcards/public/payments/return?tran_id=${TRAN}&result=fail/public/payments/return?tran_id=${TRAN}&result=success" \
 *     | openssl dgst -sha512 -hmac 'sandbox-merchant-key' -binary | base64 -w0                        # REQUEST_HASH
 *   printf '%s' "20260101120000m-1T1100a@b.c012khqrhttps://r/failhttps://r/ok" \
 *     | openssl dgst -sha512 -hmac 'k€y' -binary | base64 -w0                                         # non-ASCII key
 *   printf '%s' "20260101120500cis-sandbox${TRAN}50000approved" \
 *     | openssl dgst -sha512 -hmac 'sandbox-merchant-key' -binary | base64 -w0                        # CALLBACK_HASH
 *
 * (The old, wrong order with payment_option last gave VjpdIBLqjmXz...xxxKg== for REQUEST; it must no longer verify.)
 */
const KEY = 'sandbox-merchant-key';
const TRAN = 'T260101ABCDEFGHJKL';
const REQUEST: Omit<PaymentFormFields, 'hash'> = {
  req_time: '20260101120000',
  merchant_id: 'cis-sandbox',
  tran_id: TRAN,
  amount: '50000',
  email: 'vendor@cis.test',
  phone: '',
  return_url: `/public/payments/return?tran_id=${TRAN}&result=fail`,
  continue_success_url: `/public/payments/return?tran_id=${TRAN}&result=success`,
  payment_option: 'cards',
};
const REQUEST_HASH = '400LCSe3H15q9XTzFi23jy7gG8W7e8zEiJfwNGNzEMSxgs+/aQ9SxHrWG89Ba1iBHb+abfpttqt9rvr4wOLFRw==';
/** The same request hashed in the earlier, wrong order (payment_option last). */
const WRONG_ORDER_HASH = 'VjpdIBLqjmXzBZc9D2RiX25AhQ9LJXDuXWYUZCnez3HqghlLfIkWFbSqOKu9Z+d5veTaLMKEw5nsjl2qBxxxKg==';
const CALLBACK = { req_time: '20260101120500', merchant_id: 'cis-sandbox', tran_id: TRAN, amount: '50000', status: 'approved' as const };
const CALLBACK_HASH = 'MFlkwfVZZnKEBgL0Zd1pmhJOKBNwgTYBd+t2HjEEAIriyUZ5HNt+kmtBrrpBXADWHFxZA5WWDQcbQ3mZ8o7M9A==';

describe('payment signatures (HMAC-SHA512, base64)', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacBase64('Jefe', 'what do ya want for nothing?')).toBe(
      'Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNw==',
    );
  });

  it('signs the request fields in PayWay\'s order: req_time, merchant_id, tran_id, amount, email, phone, payment_option, return_url, continue_success_url', () => {
    expect(PAYMENT_HASH_FIELD_ORDER).toEqual([
      'req_time', 'merchant_id', 'tran_id', 'amount', 'email', 'phone', 'payment_option', 'return_url', 'continue_success_url',
    ]);
    expect(requestHashMessage(REQUEST)).toBe(
      `20260101120000cis-sandbox${TRAN}50000vendor@cis.testcards/public/payments/return?tran_id=${TRAN}&result=fail/public/payments/return?tran_id=${TRAN}&result=success`,
    );
    expect(signPaymentRequest(KEY, REQUEST)).toBe(REQUEST_HASH);
    expect(verifyPaymentRequest(KEY, { ...REQUEST, hash: WRONG_ORDER_HASH })).toBe(false);
  });

  it('signs the same values given in another property order identically (the order is the provider\'s, not the object\'s)', () => {
    const shuffled = Object.fromEntries(Object.entries(REQUEST).reverse()) as typeof REQUEST;
    expect(signPaymentRequest(KEY, shuffled)).toBe(REQUEST_HASH);
  });

  it('signs a non-ASCII key as UTF-8', () => {
    const fields = { ...REQUEST, merchant_id: 'm-1', tran_id: 'T1', amount: '100', email: 'a@b.c', phone: '012', return_url: 'https://r/fail', continue_success_url: 'https://r/ok', payment_option: 'khqr' };
    expect(signPaymentRequest('k€y', fields)).toBe('nF7O4rkWbKrtblpM5xn/U+WnSR9HTB5QNQfFwOom3VYZz8wDbDjP68k1/iwemH1Qe63S7tt4WYjPfzC05l0s6Q==');
  });

  it('signs the callback in its order: req_time, merchant_id, tran_id, amount, status', () => {
    expect(signCallback(KEY, CALLBACK)).toBe(CALLBACK_HASH);
    expect(verifyCallback(KEY, { ...CALLBACK, hash: CALLBACK_HASH })).toBe(true);
  });

  it('refuses a callback whose any field, key or hash changed', () => {
    expect(verifyCallback(KEY, { ...CALLBACK, amount: '500000', hash: CALLBACK_HASH })).toBe(false);
    expect(verifyCallback(KEY, { ...CALLBACK, status: 'declined', hash: CALLBACK_HASH })).toBe(false);
    expect(verifyCallback('another-key', { ...CALLBACK, hash: CALLBACK_HASH })).toBe(false);
    expect(verifyCallback(KEY, { ...CALLBACK, hash: CALLBACK_HASH.slice(0, -4) })).toBe(false);
    expect(verifyCallback(KEY, { ...CALLBACK, hash: '' })).toBe(false);
  });

  it('verifies a request hash and refuses a tampered request', () => {
    expect(verifyPaymentRequest(KEY, { ...REQUEST, hash: REQUEST_HASH })).toBe(true);
    expect(verifyPaymentRequest(KEY, { ...REQUEST, amount: '5000', hash: REQUEST_HASH })).toBe(false);
  });
});

describe('payment form', () => {
  const sandbox = { url: null, sandbox: true, merchantId: 'cis-sandbox', merchantKey: KEY, publicBaseUrl: 'http://localhost:3000' };

  it('formats req_time as yyyyMMddHHmmss in UTC and tran ids within 20 characters', () => {
    const at = new Date('2026-03-04T05:06:07.890Z');
    expect(formatReqTime(at)).toBe('20260304050607');
    const ids = new Set(Array.from({ length: 200 }, () => newTranId(at)));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^T260304[0-9A-Z]{11}$/);
      expect(id.length).toBeLessThanOrEqual(PAYMENT_FORM_MAXIMA.tran_id);
    }
  });

  it('answers every provider field, signed, with root-relative URLs for the built-in sandbox', () => {
    const form = buildPaymentForm(sandbox, { tranId: TRAN, reqTime: '20260101120000', amount: 50_000, email: 'vendor@cis.test', phone: '', paymentOption: 'cards' });
    expect(form.action).toBe('/sandbox/payments/checkout');
    expect(form.method).toBe('POST');
    expect(Object.keys(form.fields).sort()).toEqual(
      ['amount', 'continue_success_url', 'email', 'hash', 'merchant_id', 'payment_option', 'phone', 'req_time', 'return_url', 'tran_id'],
    );
    expect(form.fields).toEqual({ ...REQUEST, hash: REQUEST_HASH });
  });

  it('uses the real provider URL and absolute return URLs on PUBLIC_BASE_URL when configured', () => {
    const real = { url: 'https://checkout.example-psp.test/pay', sandbox: false, merchantId: 'm-42', merchantKey: 'k', publicBaseUrl: 'https://tax.example.kh/' };
    const form = buildPaymentForm(real, { tranId: TRAN, reqTime: '20260101120000', amount: 1000, email: '', phone: '', paymentOption: 'khqr' });
    expect(form.action).toBe('https://checkout.example-psp.test/pay');
    expect(form.fields.continue_success_url).toBe(`https://tax.example.kh/public/payments/return?tran_id=${TRAN}&result=success`);
    expect(verifyPaymentRequest('k', form.fields)).toBe(true);
  });

  it('never points the form at the sandbox when the sandbox is disabled (production without a provider)', () => {
    expect(() => buildPaymentForm({ ...sandbox, sandbox: false }, { tranId: TRAN, reqTime: '20260101120000', amount: 1000, email: '', phone: '', paymentOption: 'cards' }))
      .toThrow(/No payment provider/);
  });

  it('names every field over the spec maxima and refuses to build such a form', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(fieldsOverMaxima({ tran_id: long(21), email: long(101), phone: long(51), return_url: long(201), continue_success_url: long(201) }))
      .toEqual(['tran_id', 'email', 'phone', 'return_url', 'continue_success_url']);
    expect(fieldsOverMaxima({ tran_id: long(20), email: long(100), phone: long(50), return_url: long(200), continue_success_url: long(200) })).toEqual([]);
    const farAway = { ...sandbox, url: 'https://psp.test', sandbox: false, publicBaseUrl: `https://${long(180)}.test` };
    expect(() => buildPaymentForm(farAway, { tranId: TRAN, reqTime: '20260101120000', amount: 1000, email: '', phone: '', paymentOption: 'cards' }))
      .toThrow(/return_url, continue_success_url/);
  });
});
