import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { startTestApp, type TestApp } from '../testing/test-app';

const PASSWORD = 'cis-demo-2026';

function decode(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, claims] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
  return { header, claims };
}

describe('auth over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { JWT_SECRET: 'accounts-spec-secret' } });
  });
  afterAll(() => t.close());

  it('signs in with the demo pair and answers user, a 7-day HS256 token from Cis, and bearer', async () => {
    const res = await t.http.post('/api/auth/sign-in').send({ email: 'vendor@cis.test', password: PASSWORD }).expect(200);
    expect(res.body.tokenType).toBe('bearer');
    expect(res.body.user).toMatchObject({
      email: 'vendor@cis.test', role: 2, kind: 'vendor', permissions: ['READ_TOPUP_BALANCE'],
      userDetails: { customerP24Id: 'P24-200001', firstNameEn: 'Vuthy', lastNameEn: 'Heng', firstNameKh: 'វុទ្ធី', lastNameKh: 'ហេង' },
    });
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    const { header, claims } = decode(res.body.accessToken);
    expect(header.alg).toBe('HS256');
    expect(claims.iss).toBe('Cis');
    expect((claims.exp as number) - (claims.iat as number)).toBe(7 * 24 * 3600);
  });

  it('answers a wrong pair with 401 and the catalogue message, for a known or unknown email alike', async () => {
    for (const body of [{ email: 'admin@cis.test', password: 'wrong-password' }, { email: 'nobody@cis.test', password: PASSWORD }]) {
      const res = await t.http.post('/api/auth/sign-in').send(body).expect(401);
      expect(res.body).toEqual({ status: 401, error: 'Authentication Error', developerMessage: 'Invalid User Details. Please try again!' });
    }
  });

  it('refuses a malformed sign-in body with 400 naming the fields', async () => {
    const res = await t.http.post('/api/auth/sign-in').send({ email: 'not-an-email' }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('renews a session with sign-in-with-token and refuses a bad one with 401 Invalid token', async () => {
    const token = await t.signIn('staff@cis.test');
    const res = await t.http.post('/api/auth/sign-in-with-token').send({ accessToken: token }).expect(200);
    expect(res.body.user.email).toBe('staff@cis.test');
    expect(typeof res.body.accessToken).toBe('string');
    const bad = await t.http.post('/api/auth/sign-in-with-token').send({ accessToken: 'x.y.z' }).expect(401);
    expect(bad.body.developerMessage).toBe('Invalid token');
  });

  const mailsTo = (address: string) => {
    const outbox = join(t.config.dataDir, 'outbox');
    return existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(`-${address}.eml`)).map((name) => readFileSync(join(outbox, name), 'utf8')) : [];
  };

  it('signs up a new customer once, who can then sign in', async () => {
    await t.http.post('/api/auth/sign-up').send({ name: 'Chantha Sok', email: 'chantha@example.com', password: 'long-enough-1' }).expect(200).expect('true');
    expect(mailsTo('chantha@example.com')).toEqual([]);
    const res = await t.http.post('/api/auth/sign-in').send({ email: 'chantha@example.com', password: 'long-enough-1' }).expect(200);
    expect(res.body.user).toMatchObject({ kind: 'customer', role: 2, permissions: [], userDetails: { firstNameEn: 'Chantha', lastNameEn: 'Sok' } });
  });

  it('answers a sign-up with a taken email exactly like a new one, changes nothing and mails the owner', async () => {
    const before = await t.store.lastPosition();
    const fresh = await t.http.post('/api/auth/sign-up').send({ name: 'New Person', email: 'new-person@example.com', password: 'long-enough-3' }).expect(200);
    const afterFresh = await t.store.lastPosition();
    expect(afterFresh).toBeGreaterThan(before);
    const taken = await t.http.post('/api/auth/sign-up').send({ name: 'Someone', email: 'VENDOR@cis.test', password: 'long-enough-2' }).expect(200);
    expect({ type: taken.type, text: taken.text }).toEqual({ type: fresh.type, text: fresh.text });
    expect(await t.store.lastPosition()).toBe(afterFresh);
    const mails = mailsTo('vendor@cis.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Someone tried to sign up to Cis with your email/);
    expect(mails[0]).toMatch(/account is unchanged/);
    expect(mails[0]).not.toContain('long-enough-2');
    // The owner's password still works; the attempt's does not.
    await t.http.post('/api/auth/sign-in').send({ email: 'vendor@cis.test', password: PASSWORD }).expect(200);
    await t.http.post('/api/auth/sign-in').send({ email: 'vendor@cis.test', password: 'long-enough-2' }).expect(401);
  });

  it('refuses null for the optional flags and texts of the auth bodies, naming them', async () => {
    const signIn = await t.http.post('/api/auth/sign-in').send({ email: 'vendor@cis.test', password: PASSWORD, rememberMe: null }).expect(400);
    expect(signIn.body.errors.map((e: { field: string }) => e.field)).toEqual(['rememberMe']);
    const signUp = await t.http.post('/api/auth/sign-up').send({ name: 'N', email: 'n@example.com', password: 'long-enough-1', company: null, agreements: null }).expect(400);
    expect(signUp.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['company', 'agreements']));
  });

  it('resets a password with a one-time token, and answers true for unknown emails too', async () => {
    await t.http.post('/api/auth/forgot-password').send({ email: 'nobody@example.com' }).expect(200).expect('true');
    await t.http.post('/api/auth/forgot-password').send({ email: 'customer@cis.test' }).expect(200).expect('true');
    expect(mailsTo('nobody@example.com')).toEqual([]);
    const mails = mailsTo('customer@cis.test');
    expect(mails).toHaveLength(1);
    const token = /token=([\w-]+)/.exec(mails[0])?.[1] as string;
    await t.http.post('/api/auth/reset-password').send({ token, password: 'a-new-password' }).expect(200);
    await t.http.post('/api/auth/sign-in').send({ email: 'customer@cis.test', password: PASSWORD }).expect(401);
    await t.http.post('/api/auth/sign-in').send({ email: 'customer@cis.test', password: 'a-new-password' }).expect(200);
    const reused = await t.http.post('/api/auth/reset-password').send({ token, password: 'another-password' }).expect(403);
    expect(reused.body).toMatchObject({ error: 'Invalid Token', developerMessage: 'The provided one time token is invalid' });
    await t.http.post('/api/auth/reset-password').send({ token: 'made-up', password: 'another-password' }).expect(403);
  });

  it('unlocks a session with the right pair only', async () => {
    await t.http.post('/api/auth/unlock-session').send({ email: 'admin@cis.test', password: PASSWORD }).expect(200);
    await t.http.post('/api/auth/unlock-session').send({ email: 'admin@cis.test', password: 'nope-nope' }).expect(401);
  });

  it('accepts the token as Bearer or as the spec Basic header, and refuses forged, expired and alg-none tokens', async () => {
    const token = await t.signIn('admin@cis.test');
    await t.http.get('/api/common/user').set({ Authorization: `Basic ${token}` }).expect(200);
    const jwt = new JwtService();
    const { claims } = decode(token);
    const forged = jwt.sign({ tenant: 'cis' }, { secret: 'another-secret', subject: claims.sub as string, issuer: 'Cis' });
    const expired = jwt.sign({ tenant: 'cis', exp: Math.floor(Date.now() / 1000) - 10 }, { secret: 'accounts-spec-secret', subject: claims.sub as string, issuer: 'Cis' });
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims })).toString('base64url')}.`;
    const wrongIssuer = jwt.sign({ tenant: 'cis' }, { secret: 'accounts-spec-secret', subject: claims.sub as string, issuer: 'Someone' });
    for (const bad of [forged, expired, none, wrongIssuer]) {
      const res = await t.http.get('/api/common/user').set({ Authorization: `Bearer ${bad}` }).expect(401);
      expect(res.body.error).toBe('Authentication Error');
    }
  });

  it('scopes a request to its tenant header: another tenant is refused', async () => {
    const token = await t.signIn('admin@cis.test');
    await t.http.get('/api/common/messages').set({ ...t.auth(token), 'x-tenant-id': 'cis' }).expect(200);
    await t.http.get('/api/common/messages').set({ ...t.auth(token), 'x-tenant-id': 'other-firm' }).expect(403);
  });

  it('lets a user change their own names but not their email, role or permissions', async () => {
    const token = await t.signIn('staff@cis.test');
    const res = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { userDetails: { firstNameKh: 'ដារ៉ា' } } }).expect(200);
    expect(res.body.userDetails).toMatchObject({ firstNameKh: 'ដារ៉ា', firstNameEn: 'Dara' });
    for (const field of [{ email: 'x@y.z' }, { role: 1 }, { permissions: ['ALL_FUNCTIONS'] }]) {
      await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: field }).expect(400);
    }
    const me = await t.http.get('/api/common/user').set(t.auth(token)).expect(200);
    expect(me.body.permissions).not.toContain('ALL_FUNCTIONS');
  });
});

describe('sign-in rate limit', () => {
  it('holds per email and per address', async () => {
    const t = await startTestApp({ env: { SIGN_IN_LIMIT: '5' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        codes.push((await t.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: 'guess-' + i })).status);
      }
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codes.slice(5)).toEqual([429, 429, 429]);
      const blocked = await t.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: PASSWORD }).expect(429);
      expect(blocked.body).toMatchObject({ status: 429, error: 'Too Many Requests' });
    } finally {
      await t.close();
    }
  });
});
