import type { User } from '@cis/contracts';
import { CommandService } from '../command/command.service';
import { newId } from '../ids';
import { startTestApp, type TestApp } from '../testing/test-app';
import { AccountsDecider } from './accounts.decider';
import { accountStream } from './auth-user';
import { TokenService } from './token.service';

/** A deployment serving two tenants: `cis` (seeded with the demo data) and `acme` (accounts by sign-up only). */
describe('tenants over HTTP', () => {
  let t: TestApp;
  let acmeToken: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { TENANTS: 'cis,acme' } });
    await t.http.post('/api/auth/sign-up').set('x-tenant-id', 'acme')
      .send({ name: 'Dara Keo', email: 'dara@acme.test', password: 'long-enough-1' }).expect(200);
    const res = await t.http.post('/api/auth/sign-in').set('x-tenant-id', 'acme')
      .send({ email: 'dara@acme.test', password: 'long-enough-1' }).expect(200);
    acmeToken = res.body.accessToken;
    expect(res.body.user.tenant).toBe('acme');
  });
  afterAll(() => t.close());

  it('keeps accounts apart: an acme account does not sign in without its tenant, a cis account not in acme', async () => {
    await t.http.post('/api/auth/sign-in').send({ email: 'dara@acme.test', password: 'long-enough-1' }).expect(401);
    await t.http.post('/api/auth/sign-in').set('x-tenant-id', 'acme')
      .send({ email: 'admin@cis.test', password: 'cis-demo-2026' }).expect(401);
  });

  it('refuses a tenant the deployment does not serve with 400 naming the header', async () => {
    const res = await t.http.post('/api/auth/sign-up').set('x-tenant-id', 'invented')
      .send({ name: 'Someone Else', email: 'someone@invented.test', password: 'long-enough-1' }).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'x-tenant-id', userMessage: 'Unknown tenant.' })]);
    await t.http.post('/api/auth/sign-in').set('x-tenant-id', 'acme')
      .send({ email: 'someone@invented.test', password: 'long-enough-1' }).expect(401);
  });

  it('answers 403 when a token of one tenant is used with another tenant header', async () => {
    await t.http.get('/api/common/messages').set('authorization', `Bearer ${acmeToken}`).set('x-tenant-id', 'cis').expect(403);
    await t.http.get('/api/common/messages').set('authorization', `Bearer ${acmeToken}`).set('x-tenant-id', 'acme').expect(200);
  });

  it('shows an acme user none of the cis tenant shared sample data', async () => {
    // The address book is staff only: an acme staff member, registered through the write path (staff accounts are
    // not made by sign-up), looks at acme's; the acme customer who signed up may not open it at all.
    const acmeStaff: User = {
      id: newId(), tenant: 'acme', email: 'staff@acme.test', name: 'Acme Staff', avatar: null, status: 'online', kind: 'staff', role: 1,
      permissions: [], userDetails: { customerP24Id: null, firstNameEn: 'Acme', lastNameEn: 'Staff', firstNameKh: '', lastNameKh: '' },
    };
    await t.app.get(CommandService).execute({
      stream: accountStream(acmeStaff.email), actor: { tenant: 'acme', id: null },
      decide: () => AccountsDecider.register(undefined, acmeStaff, '$2b$10$unusable'),
    });
    const acmeStaffToken = t.app.get(TokenService).sign(acmeStaff.id, 'acme');
    const cisToken = await t.signIn('admin@cis.test');
    const cis = await t.http.get('/api/apps/contacts/all').set('authorization', `Bearer ${cisToken}`).expect(200);
    expect(cis.body.length).toBeGreaterThan(0);
    const acme = await t.http.get('/api/apps/contacts/all').set('authorization', `Bearer ${acmeStaffToken}`).expect(200);
    expect(acme.body).toEqual([]);
    await t.http.get('/api/apps/contacts/all').set('authorization', `Bearer ${acmeToken}`).expect(403);
  });
});
