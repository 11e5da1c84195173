import { ConflictException, ForbiddenException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ONE_TIME_TOKEN_INVALID, REFUSALS } from '@cis/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ValidationFailed, refusal, toEnvelope } from './error-envelope.filter';

describe('error envelope and platform routes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await t.http.get('/api/no-such-thing').set(t.auth(token)).expect(404);
    expect(res.body).toEqual({ status: 404, error: 'Resource does not exist', developerMessage: 'Resource does not exist!' });
  });

  it('answers invalid JSON and wrong content types with 400, and bodies over the limit with 413', async () => {
    const bad = await t.http.post('/api/common/shortcuts').set(t.auth(token)).set('Content-Type', 'application/json').send('{"shortcut": ').expect(400);
    expect(bad.body).toMatchObject({ status: 400, error: 'Bad Request', developerMessage: REFUSALS.invalidJson, code: 'invalidJson' });
    const trailing = await t.http.post('/api/common/shortcuts').set(t.auth(token)).set('Content-Type', 'application/json').send('{"a": 1} x').expect(400);
    expect(trailing.body).toMatchObject({ developerMessage: REFUSALS.invalidJson, code: 'invalidJson' });
    await t.http.post('/api/common/shortcuts').set(t.auth(token)).set('Content-Type', 'text/plain').send('label=x').expect(400);
    const huge = await t.http.post('/api/common/messages').set(t.auth(token)).send({ message: { title: 'x', description: 'x'.repeat(3 * 1024 * 1024) } }).expect(413);
    expect(huge.body).toMatchObject({ status: 413, code: 'payloadTooLarge', developerMessage: REFUSALS.payloadTooLarge });
  });

  it('names the failed rule of every invalid field as its code, with the parameters a message needs', async () => {
    const res = await t.http.post('/api/common/shortcuts').set(t.auth(token))
      .send({ shortcut: { label: 'x'.repeat(101), icon: '', link: '/x', useRouter: 'yes', colour: 'red' } }).expect(400);
    const byField = (field: string) => res.body.errors.filter((e: { field: string }) => e.field === field);
    expect(byField('shortcut.label')).toEqual([
      { field: 'shortcut.label', code: 'maxLength', params: { max: 100 }, userMessage: expect.any(String), developerMessage: expect.stringContaining('100') },
    ]);
    expect(byField('shortcut.icon')).toEqual([expect.objectContaining({ code: 'isNotEmpty', userMessage: 'shortcut.icon is required.' })]);
    expect(byField('shortcut.icon')[0].params).toBeUndefined();
    expect(byField('shortcut.useRouter')).toEqual([expect.objectContaining({ code: 'isBoolean' })]);
    expect(byField('shortcut.colour')).toEqual([expect.objectContaining({ code: 'whitelistValidation' })]);
    // Every entry carries a code; the envelope itself has none (errors[] says it all).
    expect(res.body.errors.every((e: { code?: unknown }) => typeof e.code === 'string' && e.code.length > 0)).toBe(true);
    expect(res.body.code).toBeUndefined();
  });

  it('gives field errors raised outside the pipe a code too', () => {
    const envelope = toEnvelope(new ValidationFailed([
      { field: 'colour', userMessage: 'colour is not an accepted field.', developerMessage: 'property colour should not exist' },
      { field: 'x-tenant-id', userMessage: 'Unknown tenant.', developerMessage: 'tenant "nope" is not served here' },
      { field: 'amount', code: 'min', params: { min: 1 }, userMessage: 'Too small.', developerMessage: 'amount must not be less than 1' },
    ]));
    expect(envelope.errors!.map((e) => [e.code, e.params])).toEqual([['whitelistValidation', undefined], ['invalid', undefined], ['min', { min: 1 }]]);
  });

  it('carries the code of a known refusal at the top, and none for other texts', () => {
    expect(toEnvelope(new ConflictException(REFUSALS.conflict))).toEqual({
      status: 409, error: 'Conflict', developerMessage: REFUSALS.conflict, code: 'conflict',
    });
    expect(toEnvelope(new ConflictException())).toMatchObject({ status: 409, developerMessage: REFUSALS.conflict, code: 'conflict' });
    expect(toEnvelope(new ForbiddenException(ONE_TIME_TOKEN_INVALID))).toEqual({
      status: 403, error: 'Invalid Token', developerMessage: ONE_TIME_TOKEN_INVALID, code: 'oneTimeTokenInvalid',
    });
    // Any 429, whatever its wording (the throttler's own default too).
    expect(toEnvelope(new ThrottlerException())).toMatchObject({ status: 429, error: 'Too Many Requests', code: 'tooManyRequests' });
    expect(toEnvelope(new ThrottlerException(REFUSALS.tooManyRequests))).toMatchObject({ developerMessage: REFUSALS.tooManyRequests, code: 'tooManyRequests' });
    // An area's own refusal: the code and parameters it names.
    expect(toEnvelope(refusal(HttpStatus.BAD_REQUEST, 'emailTaken'))).toEqual({
      status: 400, error: 'Bad Request', developerMessage: REFUSALS.emailTaken, code: 'emailTaken',
    });
    expect(toEnvelope(new HttpException({ message: 'Coupon expired.', code: 'couponExpired', params: { on: '2026-01-01' } }, 400))).toEqual({
      status: 400, error: 'Bad Request', developerMessage: 'Coupon expired.', code: 'couponExpired', params: { on: '2026-01-01' },
    });
    expect(toEnvelope(new NotFoundException('Folder x does not exist.'))).toEqual({
      status: 404, error: 'Resource does not exist', developerMessage: 'Folder x does not exist.',
    });
  });

  it('never leaks a fault: unexpected errors become the generic 500', () => {
    const envelope = toEnvelope(new Error('connection string postgres://secret@db'));
    expect(envelope).toEqual({ status: 500, error: 'Internal Server Error', developerMessage: 'Internal Server Error. Please try again later.' });
  });

  it('reports health without a token, ready when the store answers', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { eventStore: { status: 'up', kind: 'sqlite' } } });
  });

  it('publishes the OpenAPI document generated from the controllers', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/common/messages', '/public/uiversions/1']));
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
