import { Permission, type AuditPage, type AuditStreamHistory, type MaintenanceState, type MetricsSummary, type User, type WallPost } from '@cis/contracts';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { accountStream } from '../platform/auth/auth-user';
import { TokenService } from '../platform/auth/token.service';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** A staff account holding only the given codes, registered through the write path; signed with a token. */
async function registerStaff(t: TestApp, name: string, permissions: User['permissions']): Promise<{ user: User; token: string }> {
  const user: User = {
    id: newId(), tenant: 'cis', email: `${name}@cis.test`, name, avatar: null, status: 'online', kind: 'staff', role: 1, permissions,
    userDetails: { customerP24Id: null, firstNameEn: name, lastNameEn: '', firstNameKh: '', lastNameKh: '' },
  };
  await t.app.get(CommandService).execute({
    stream: accountStream(user.email), actor: { tenant: 'cis', id: null },
    decide: () => AccountsDecider.register(undefined, user, '$2b$10$unusable'),
  });
  return { user, token: t.app.get(TokenService).sign(user.id, 'cis') };
}

describe('the System page over HTTP (issue 14)', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let customer: string;
  let vendor: string;
  let reader: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: 'scrape-me', MACHINE_LAB: 'on' } });
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
    customer = await t.signIn('customer@cis.test');
    vendor = await t.signIn('vendor@cis.test');
    reader = (await registerStaff(t, 'reader', [Permission.ALL_FUNCTIONS_READ])).token;
  });
  afterAll(() => t.close());

  describe('maintenance mode', () => {
    afterEach(async () => {
      await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: false }).expect(200);
    });

    it('ALL_FUNCTIONS switches it on with a message: others\' writes answer 503 with it, reads go on, off restores writes at once', async () => {
      const on = (await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: true, message: 'Upgrading until 14:00' }).expect(200)).body as MaintenanceState;
      expect(on).toMatchObject({ on: true, message: 'Upgrading until 14:00' });
      // Everyone signed in reads the banner.
      expect((await t.http.get('/api/system/maintenance').set(t.auth(customer)).expect(200)).body).toMatchObject({ on: true, message: 'Upgrading until 14:00' });

      const before = await t.store.lastPosition();
      const refused = await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'During maintenance' } });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ status: 503, error: 'Service Unavailable', code: 'maintenance', developerMessage: 'Upgrading until 14:00' });
      await t.http.post('/api/common/messages').set(t.auth(staff)).send({ message: { title: 'During maintenance' } }).expect(503);
      expect(await t.store.lastPosition()).toBe(before);
      // Reads keep working; the administrator's own writes too; signing in is not stopped.
      await t.http.get('/api/common/messages').set(t.auth(customer)).expect(200);
      await t.http.post('/api/common/messages').set(t.auth(admin)).send({ message: { title: 'Admin during maintenance' } }).expect(200);
      await t.signIn('vendor@cis.test');

      await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: false }).expect(200);
      await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'After maintenance' } }).expect(200);
    });

    it('records each switch as an event of the tenant\'s maintenance stream (what a restart or another instance reads)', async () => {
      await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: true, message: 'Still on' }).expect(200);
      const events = await t.store.readStream('maintenance-cis');
      expect(events.at(-1)).toMatchObject({ type: 'system.maintenance-switched-on', data: { message: 'Still on' } });
    });

    it('refuses to switch without ALL_FUNCTIONS (403: staff, customers, vendors, ALL_FUNCTIONS_READ) and bad input naming the field (400)', async () => {
      for (const token of [staff, customer, vendor, reader]) {
        await t.http.post('/api/system/maintenance').set(t.auth(token)).send({ on: true, message: 'x' }).expect(403);
      }
      const missing = await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: true }).expect(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('message');
      const long = await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: true, message: 'x'.repeat(501) }).expect(400);
      expect(long.body.errors[0]).toMatchObject({ field: 'message', code: 'maxLength' });
      const notBoolean = await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: 'yes', message: 'x' }).expect(400);
      expect(notBoolean.body.errors[0]).toMatchObject({ field: 'on' });
      const blank = await t.http.post('/api/system/maintenance').set(t.auth(admin)).send({ on: true, message: '   ' }).expect(400);
      expect(blank.body.errors[0]).toMatchObject({ field: 'message' });
    });
  });

  describe('the audit log', () => {
    it("shows a client's history: who changed what, each field before and after, newest first in the list", async () => {
      const clients = (await t.http.get('/api/clients').set(t.auth(admin)).expect(200)).body as { items: Array<{ id: string; version: number; nameEn: string }> };
      const client = clients.items[0];
      const second = await registerStaff(t, 'editor', [Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.READ_CLIENT_INDIVIDUAL]);
      const first = (await t.http.patch(`/api/clients/${client.id}`).set(t.auth(admin)).send({ version: client.version, nameEn: 'Audit Trading Co., Ltd.' }).expect(200)).body as { version: number };
      await t.http.patch(`/api/clients/${client.id}`).set(t.auth(second.token)).send({ version: first.version, nameEn: 'Audit Trading (Cambodia)' }).expect(200);

      const stream = `client-cis-${client.id}`;
      const page = (await t.http.get('/api/system/audit').query({ stream }).set(t.auth(reader)).expect(200)).body as AuditPage;
      expect(page.items[0]).toMatchObject({ stream, type: 'clients.client-updated', userId: second.user.id, userName: 'editor' });
      expect(page.items[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
      expect(page.items[1]).toMatchObject({ userName: 'Sokha Chan' });

      const history = (await t.http.get(`/api/system/audit/streams/${encodeURIComponent(stream)}`).set(t.auth(admin)).expect(200)).body as AuditStreamHistory;
      const last = history.entries.at(-1)!;
      expect(last.changes).toContainEqual({ field: 'nameEn', before: 'Audit Trading Co., Ltd.', after: 'Audit Trading (Cambodia)' });
      expect(history.entries.at(-2)!.changes).toContainEqual({ field: 'nameEn', before: client.nameEn, after: 'Audit Trading Co., Ltd.' });
    });

    it('filters by actor, type and time, pages on the server by position, and never shows a password hash', async () => {
      const all = (await t.http.get('/api/system/audit').query({ size: 5 }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(all.items).toHaveLength(5);
      expect(all.nextBefore).toBe(all.items[4].position);
      const next = (await t.http.get('/api/system/audit').query({ size: 5, before: all.nextBefore }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(next.items[0].position).toBeLessThan(all.items[4].position);

      const byType = (await t.http.get('/api/system/audit').query({ type: 'auth.user-registered', size: 200 }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(byType.items.length).toBeGreaterThan(0);
      expect(JSON.stringify(byType.items)).not.toMatch(/\$2[aby]\$/);
      expect((byType.items[0].data as { passwordHash: string }).passwordHash).toBe('[redacted]');

      const system = (await t.http.get('/api/system/audit').query({ actor: 'system', size: 20 }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(system.items.every((e) => e.userId === null)).toBe(true);

      const future = (await t.http.get('/api/system/audit').query({ from: '2999-01-01T00:00:00+07:00' }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(future).toEqual({ items: [], nextBefore: null });
      const past = (await t.http.get('/api/system/audit').query({ to: '2000-01-01T00:00:00Z' }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(past.items).toEqual([]);
      const now = (await t.http.get('/api/system/audit').query({ from: '2000-01-01T00:00:00Z', to: new Date(Date.now() + 60_000).toISOString(), size: 3 }).set(t.auth(admin)).expect(200)).body as AuditPage;
      expect(now.items).toHaveLength(3);
    });

    it('exports CSV: formula-safe, times with their offset', async () => {
      const message = (await t.http.post('/api/common/messages').set(t.auth(admin)).send({ message: { title: '=HYPERLINK("http://evil")' } }).expect(200)).body as { id: string };
      expect(message.id).toBeTruthy();
      const res = await t.http.get('/api/system/audit/export').query({ actor: (await t.http.get('/api/common/user').set(t.auth(admin))).body.id, size: 5 }).set(t.auth(admin)).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const text = res.text.replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[0]).toBe('position,at,stream,version,type,userId,userName,data');
      expect(text).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00,/);
    });

    it('refuses customers, vendors and staff without ALL_FUNCTIONS(_READ) (403) and bad filters naming the field (400)', async () => {
      for (const token of [customer, vendor, staff]) {
        await t.http.get('/api/system/audit').set(t.auth(token)).expect(403);
        await t.http.get('/api/system/audit/streams/uiversion').set(t.auth(token)).expect(403);
        await t.http.get('/api/system/audit/export').set(t.auth(token)).expect(403);
      }
      for (const [field, value] of [['from', '2026-11-25'], ['to', '2026-11-25T10:00:00'], ['size', '1000'], ['before', '0'], ['size', 'many']] as const) {
        const res = await t.http.get('/api/system/audit').query({ [field]: value }).set(t.auth(admin)).expect(400);
        expect(res.body.errors[0].field).toBe(field);
      }
      await t.http.get('/api/system/audit').query({ colour: 'red' }).set(t.auth(admin)).expect(400);
      await t.http.get('/api/system/audit/streams/no-such-stream').set(t.auth(admin)).expect(404);
    });
  });

  describe('metrics', () => {
    it('serves /metrics in the Prometheus text format to the METRICS_TOKEN only', async () => {
      await t.http.get('/metrics').expect(401);
      await t.http.get('/metrics').set(t.auth(admin)).expect(401);
      const res = await t.http.get('/metrics').set({ Authorization: 'Bearer scrape-me' }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      for (const name of ['cis_http_requests_total', 'cis_http_request_duration_seconds_bucket', 'cis_event_store_append_duration_seconds_count',
        'cis_event_store_commit_events_bucket', 'cis_projection_lag_events', 'cis_sockets_connected', 'cis_pushes_sent_total', 'cis_resume_replays_total', 'cis_event_log_position']) {
        expect(res.text).toContain(name);
      }
      // Routes by their template: no ids in the labels.
      expect(res.text).toMatch(/route="\/api\/clients\/:id"/);
    });

    it('shows the same figures to the page (ALL_FUNCTIONS / ALL_FUNCTIONS_READ), 403 to others', async () => {
      const summary = (await t.http.get('/api/system/metrics').set(t.auth(reader)).expect(200)).body as MetricsSummary;
      expect(summary.requests.total).toBeGreaterThan(0);
      expect(summary.appends.total).toBeGreaterThan(0);
      expect(summary.log.lastPosition).toBeGreaterThan(0);
      expect(summary.store).toBe('sqlite');
      for (const token of [customer, vendor, staff]) await t.http.get('/api/system/metrics').set(t.auth(token)).expect(403);
    });
  });

  describe('the wall', () => {
    it('shows posts of the master-data kind wall to READ_WALL and ALL_FUNCTIONS holders; 403 to others', async () => {
      await t.http.post('/api/master-data/wall').set(t.auth(admin))
        .send({ values: { code: 'closing-2026', nameEn: 'Office closed on Friday', nameKm: 'ការិយាល័យបិទនៅថ្ងៃសុក្រ', bodyEn: 'Water festival', bodyKm: 'បុណ្យអុំទូក', publishedOn: '2026-01-01' } })
        .expect((res) => expect([200, 201]).toContain(res.status));
      const wallReader = await registerStaff(t, 'wallreader', [Permission.READ_WALL]);
      const posts = (await t.http.get('/api/system/wall').set(t.auth(wallReader.token)).expect(200)).body as WallPost[];
      expect(posts).toContainEqual(expect.objectContaining({ code: 'closing-2026', titleEn: 'Office closed on Friday', titleKm: 'ការិយាល័យបិទនៅថ្ងៃសុក្រ', bodyEn: 'Water festival' }));
      await t.http.get('/api/system/wall').set(t.auth(admin)).expect(200);
      for (const token of [customer, vendor, staff, reader]) await t.http.get('/api/system/wall').set(t.auth(token)).expect(403);
    });
  });

  it('tells the web whether the machine lab is served (public)', async () => {
    expect((await t.http.get('/public/system/settings').expect(200)).body).toEqual({ machineLab: true });
  });
});
