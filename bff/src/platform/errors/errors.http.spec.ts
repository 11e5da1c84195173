import { startTestApp, type TestApp } from '../testing/test-app';
import { toEnvelope } from './error-envelope.filter';
import { refusedField } from './refused-field';

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
    expect(bad.body).toMatchObject({ status: 400, error: 'Bad Request', developerMessage: expect.stringContaining('JSON') });
    await t.http.post('/api/common/shortcuts').set(t.auth(token)).set('Content-Type', 'text/plain').send('label=x').expect(400);
    const huge = await t.http.post('/api/common/messages').set(t.auth(token)).send({ message: { title: 'x', description: 'x'.repeat(3 * 1024 * 1024) } }).expect(413);
    expect(huge.body.status).toBe(413);
  });

  it('never leaks a fault: unexpected errors become the generic 500', () => {
    const envelope = toEnvelope(new Error('connection string postgres://secret@db'));
    expect(envelope).toEqual({ status: 500, error: 'Internal Server Error', developerMessage: 'Internal Server Error. Please try again later.' });
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
