import { ConflictException, ForbiddenException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { BODY_LIMIT_BYTES, ONE_TIME_TOKEN_INVALID, REFUSALS } from '@cis/contracts';
import { MAX_BODY_DEPTH } from '../http/request-body-guard';
import { STUB_WEB_PAGE, startTestApp, type TestApp } from '../testing/test-app';
import { ValidationFailed, refusal, toEnvelope } from './error-envelope.filter';
import { refusedField } from './refused-field';

describe('error envelope and platform routes (with a web build served, as npm start does)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // With a web build, @nestjs/serve-static's middleware and error handler sit in front of the API: body errors
    // must still be answered 400 / 413, not the static module's 404.
    t = await startTestApp({ web: true });
    token = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  it('serves the web build on the app routes (so the tests below run with it in front of the API)', async () => {
    const res = await t.http.get('/dashboards/project').expect(200);
    expect(res.text).toBe(STUB_WEB_PAGE);
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await t.http.get('/api/no-such-thing').set(t.auth(token)).expect(404);
    expect(res.body).toEqual({ status: 404, error: 'Resource does not exist', developerMessage: 'Resource does not exist!' });
  });

  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  /** Each malformed body, with the exact status and a word of the developer message it must get. */
  const malformed: Array<[string, string, string, number, RegExp]> = [
    ['invalid JSON', 'application/json', '{"shortcut": ', 400, /JSON/],
    ['an array body', 'application/json', '[{"email":"admin@cis.test"}]', 400, /array/],
    ['text/plain', 'text/plain', 'label=x', 400, /Content-Type/],
    ['deep nesting', 'application/json', deep(MAX_BODY_DEPTH + 5), 400, /deeper/],
    ['a body over the limit', 'application/json', JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES + 1024) }), 413, /too large/],
  ];

  it.each(['/api/auth/sign-in', '/api/common/shortcuts', '/api/common/messages'])(
    'answers malformed bodies on %s with 400 (413 over the limit) in the envelope, never 404',
    async (path) => {
      for (const [label, type, text, status, message] of malformed) {
        const res = await t.http.post(path).set(t.auth(token)).set('Content-Type', type).send(text);
        expect({ label, status: res.status }).toEqual({ label, status });
        expect(res.body).toMatchObject({ status, error: 'Bad Request', developerMessage: expect.stringMatching(message) });
      }
    },
  );

  it('answers a malformed body on PATCH and DELETE routes with 400 as well', async () => {
    const patch = await t.http.patch('/api/common/user').set(t.auth(token)).set('Content-Type', 'application/json').send('{');
    expect(patch.status).toBe(400);
    const del = await t.http.delete('/api/common/messages?id=x').set(t.auth(token)).set('Content-Type', 'application/json').send('[]');
    expect(del.status).toBe(400);
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

  it('passes on only params of strings and numbers: anything else in a thrown body is left out, not sent as params', () => {
    for (const params of [{ on: { day: '2026-01-01' } }, ['2026-01-01'], { on: null }, 'on 2026-01-01']) {
      expect(toEnvelope(new HttpException({ message: 'Coupon expired.', code: 'couponExpired', params }, 400))).toEqual({
        status: 400, error: 'Bad Request', developerMessage: 'Coupon expired.', code: 'couponExpired',
      });
    }
    // A middleware's error: its own status and type, read from whatever was thrown.
    expect(toEnvelope(Object.assign(new Error('x'), { statusCode: 413, type: 'entity.too.large' }))).toMatchObject({ status: 413, code: 'payloadTooLarge' });
    expect(toEnvelope({ status: 400, type: 'entity.parse.failed' })).toMatchObject({ status: 400, code: 'invalidJson' });
    expect(toEnvelope('a string')).toMatchObject({ status: 500 });
  });

  it('never leaks a fault: an unexpected error inside a route answers the generic 500 over HTTP', async () => {
    const other = await startTestApp();
    try {
      const admin = await other.signIn('admin@cis.test');
      jest.spyOn(other.store.readModels, 'list').mockRejectedValueOnce(new Error('connection string postgres://secret@db at /srv/bff/src/x.ts:1:2'));
      const res = await other.http.get('/api/common/messages').set(other.auth(admin));
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 500, error: 'Internal Server Error', developerMessage: 'Internal Server Error. Please try again later.' });
      expect(res.text).not.toMatch(/secret|postgres|\.ts|\bat\s/);
      // The fault was one request's: the next one is served.
      await other.http.get('/api/common/messages').set(other.auth(admin)).expect(200);
    } finally {
      await other.close();
    }
  });

  it('answers an id the body refers to that names nothing as 400 naming the field', () => {
    expect(toEnvelope(refusedField('task.assignedTo', 'Contact c9 does not exist.'))).toEqual({
      status: 400, error: 'Bad Request', developerMessage: 'Contact c9 does not exist.',
      errors: [{ field: 'task.assignedTo', code: 'unknownReference', userMessage: 'Contact c9 does not exist.', developerMessage: 'Contact c9 does not exist.' }],
    });
  });

  it('reports health without a token, ready when the store answers', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { eventStore: { status: 'up', kind: 'sqlite' } } });
  });

  it('answers 503 (not 500) in the envelope when the store does not answer the health check, without the cause', async () => {
    jest.spyOn(t.store, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED postgres://cis:secret@db:5432'));
    const res = await t.http.get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 503, error: 'Service Unavailable', developerMessage: 'The service is not available right now. Please try again later.',
    });
    expect(res.text).not.toMatch(/secret|ECONNREFUSED|postgres/);
    await t.http.get('/health').expect(200);
  });

  it('publishes the OpenAPI document generated from the controllers', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/common/messages', '/public/uiversions/1']));
  });

  it("describes each request DTO's fields in the OpenAPI document, from the DTOs' validators", async () => {
    const { paths, components } = (await t.http.get('/api/docs-json').expect(200)).body;
    const schemas = components.schemas as Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }>;
    // Sign-in's body: its two required fields with their constraints; rememberMe optional.
    expect(paths['/api/auth/sign-in'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SignInDto' });
    expect(schemas.SignInDto.required).toEqual(['email', 'password']);
    expect(schemas.SignInDto.properties).toMatchObject({
      email: { type: 'string', format: 'email', maxLength: 200 }, password: { type: 'string', minLength: 1 }, rememberMe: { type: 'boolean' },
    });
    // Nested DTOs by reference; nullable fields marked; a PATCH body has no required field.
    expect(schemas.CreateMessageDto.properties?.message).toEqual({ $ref: '#/components/schemas/InboxItemInput' });
    expect(schemas.InboxItemInput.required).toEqual(['title']);
    expect(schemas.InboxItemPatch.properties?.link).toMatchObject({ type: 'string', nullable: true });
    expect(schemas.InboxItemPatch.properties?.title).not.toHaveProperty('nullable');
    expect(schemas.InboxItemPatch.required).toBeUndefined();
    expect(schemas.ShortcutInput.required).toEqual(expect.arrayContaining(['label', 'icon', 'link', 'useRouter']));
    // A query DTO becomes query parameters.
    expect(paths['/api/common/messages'].delete.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query', required: true, schema: expect.objectContaining({ type: 'string' }) }),
    ]);
    // No DTO is left an empty object.
    expect(Object.entries(schemas).filter(([, schema]) => Object.keys(schema.properties ?? {}).length === 0).map(([name]) => name)).toEqual([]);
  });

  it('serves /api/docs without a token outside production; with NODE_ENV=production only when OPENAPI=on', async () => {
    await t.http.get('/api/docs-json').expect(200);
    const production = await startTestApp({ env: { NODE_ENV: 'production', SEED: 'none' }, web: true });
    const chosen = await startTestApp({ env: { NODE_ENV: 'production', SEED: 'none', OPENAPI: 'on' } });
    try {
      for (const path of ['/api/docs', '/api/docs-json']) {
        const res = await production.http.get(path).expect(404);
        expect(res.body).toMatchObject({ status: 404, error: 'Resource does not exist' });
      }
      await chosen.http.get('/api/docs-json').expect(200);
    } finally {
      await Promise.all([production.close(), chosen.close()]);
    }
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
