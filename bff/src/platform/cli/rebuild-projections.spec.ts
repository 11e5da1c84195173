import Database from 'better-sqlite3';
import { join } from 'node:path';
import { startTestApp } from '../testing/test-app';
import { rebuildProjections } from './rebuild-projections';

describe('npm run rebuild-projections', () => {
  it('replays the log into the same read models the live app built', async () => {
    const t = await startTestApp({ env: { JWT_SECRET: 'rebuild-test-secret' } });
    const customer = await t.signIn('customer@cis.test');
    const admin = await t.signIn('admin@cis.test');
    const created = await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'Annual return filed' } }).expect(200);
    await t.http.patch('/api/common/messages').set(t.auth(customer)).send({ id: created.body.id, message: { description: 'Receipt 2026-118' } }).expect(200);
    await t.http.get('/api/common/messages/mark-all-as-read').set(t.auth(customer)).expect(200);
    await t.http.post('/api/common/shortcuts').set(t.auth(admin)).send({ shortcut: { label: 'Clients', icon: 'pi pi-id-card', link: '/qt-clients', useRouter: true } }).expect(200);
    await t.http.post('/api/clients/payroll-password-requests').set(t.auth(customer)).send({ reason: 'forgot' }).expect(201);
    await t.http.patch('/api/common/user').set(t.auth(customer)).send({ user: { userDetails: { firstNameKh: 'សុភ័ក្ត្រ' } } }).expect(200);
    const before = await t.store.dumpReadModels();
    const config = t.config;
    await t.app.close();
    // Lose the read models entirely: only the log remains, as after a projection change.
    const db = new Database(join(config.dataDir, 'cis.sqlite'));
    db.exec('DELETE FROM read_models');
    db.close();

    const result = await rebuildProjections(config);
    expect(result.rows).toBe(before.length);
    expect(result.events).toBeGreaterThan(20);

    const again = await startTestApp({ env: { DATA_DIR: config.dataDir, JWT_SECRET: 'rebuild-test-secret' } });
    try {
      expect(await again.store.dumpReadModels()).toEqual(before);
      const messages = await again.http.get('/api/common/messages').set(again.auth(customer)).expect(200);
      expect(messages.body.find((m: { id: string }) => m.id === created.body.id)).toMatchObject({ description: 'Receipt 2026-118', read: true });
    } finally {
      await again.close();
    }
  });
});
