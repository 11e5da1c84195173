import { BODY_LIMIT_BYTES } from '@cis/contracts';
import { MAX_BODY_DEPTH } from '../http/request-body-guard';
import { STUB_WEB_PAGE, startTestApp, type TestApp } from '../testing/test-app';
import { toEnvelope } from './error-envelope.filter';
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
      errors: [{ field: 'task.assignedTo', userMessage: 'Contact c9 does not exist.', developerMessage: 'Contact c9 does not exist.' }],
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
