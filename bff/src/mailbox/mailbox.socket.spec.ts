import { MailboxEvents, type MailLabel, type MailListItem } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { listenAs, type SocketListener } from '../platform/testing/socket-listener';

/** The mailbox is shared: another user's screen receives every change through the tenant room. */
describe('mailbox pushes', () => {
  let t: TestApp;
  let admin: string;
  let staffScreen: SocketListener;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staffScreen = await listenAs(t.baseUrl, await t.signIn('staff@cis.test'));
  });
  afterAll(async () => {
    staffScreen.close();
    await t.close();
  });

  it('pushes a mail flag change as its changes, and a label update and the settings whole', async () => {
    const [mail] = (await t.http.get('/api/apps/mailbox/mails?folder=inbox').set(t.auth(admin)).expect(200)).body.mails as MailListItem[];
    await t.http.patch('/api/apps/mailbox/mail').set(t.auth(admin)).send({ id: mail?.id, mail: { starred: !mail?.starred } }).expect(200);
    expect((await staffScreen.next((e) => e.type === MailboxEvents.mailUpdated)).data).toEqual({ id: mail?.id, changes: { starred: !mail?.starred } });

    const [label] = (await t.http.get('/api/apps/mailbox/labels').set(t.auth(admin)).expect(200)).body as MailLabel[];
    const renamed = await t.http.patch('/api/apps/mailbox/label').set(t.auth(admin)).send({ id: label?.id, label: { title: 'Tax office' } }).expect(200);
    expect((await staffScreen.next((e) => e.type === MailboxEvents.labelUpdated)).data).toEqual({ label: renamed.body });
    expect(renamed.body.slug).toBe('tax-office');

    const settings = await t.http.patch('/api/apps/mailbox/settings').set(t.auth(admin)).send({ settings: { messageLayout: 'full' } }).expect(200);
    expect((await staffScreen.next((e) => e.type === MailboxEvents.settingsChanged)).data).toEqual({ settings: settings.body });
  });
});
