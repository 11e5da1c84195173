import { DEFAULT_TENANT, MailboxEvents, type Mail, type MailFolder, type MailLabel, type MailListItem } from '@cis/contracts';
import { MAILBOX_FOLDERS, MAILBOX_LABELS, MAILBOX_MAILS } from '@cis/fixtures';
import { HOSTILE_RICH_TEXT, HOSTILE_RICH_TEXT_SANITISED } from '../platform/testing/hostile-html';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { mailStream } from './mailbox.decider';

const folderId = (slug: string): string => MAILBOX_FOLDERS.find((f) => f.slug === slug)!.id;
const labelId = (title: string): string => MAILBOX_LABELS.find((l) => l.title === title)!.id;
const inbox = MAILBOX_MAILS.filter((m) => m.folder === folderId('inbox'));

describe('mailbox over HTTP', () => {
  let t: TestApp;
  let token: string;
  let staff: string;
  const get = (url: string, who = token) => t.http.get(url).set(t.auth(who));
  const patch = (url: string, body: object, who = token) => t.http.patch(url).set(t.auth(who)).send(body);
  const post = (url: string, body: object) => t.http.post(url).set(t.auth(token)).send(body);
  const folders = async (): Promise<Record<string, number>> =>
    Object.fromEntries((await get('/api/apps/mailbox/folders').expect(200)).body.map((f: MailFolder) => [f.slug, f.count]));

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  describe('settings', () => {
    it('starts with messageLayout right and merges a patch, shared by the users of the tenant', async () => {
      expect((await get('/api/apps/mailbox/settings').expect(200)).body).toEqual({ messageLayout: 'right', showAvatars: true });
      const merged = await patch('/api/apps/mailbox/settings', { settings: { showAvatars: false } }).expect(200);
      expect(merged.body).toEqual({ messageLayout: 'right', showAvatars: false });
      expect((await get('/api/apps/mailbox/settings', staff).expect(200)).body).toEqual({ messageLayout: 'right', showAvatars: false });
      await patch('/api/apps/mailbox/settings', { settings: { showAvatars: true } }).expect(200);
    });

    it('refuses unknown settings and layouts with 400', async () => {
      await patch('/api/apps/mailbox/settings', { settings: { theme: 'dark' } }).expect(400);
      await patch('/api/apps/mailbox/settings', { settings: { messageLayout: 'left' } }).expect(400);
    });

    it('refuses null settings with 400 instead of keeping the old value silently', async () => {
      for (const field of ['messageLayout', 'showAvatars']) {
        const res = await patch('/api/apps/mailbox/settings', { settings: { [field]: null } }).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `settings.${field}` })]));
      }
      expect((await get('/api/apps/mailbox/settings').expect(200)).body).toEqual({ messageLayout: 'right', showAvatars: true });
    });
  });

  describe('folders, filters and labels', () => {
    it('counts unread inbox mails, all drafts and spam, and 0 for sent and trash', async () => {
      expect(MAILBOX_MAILS.some((m) => m.folder === folderId('trash') && m.unread)).toBe(true);
      expect(MAILBOX_MAILS.filter((m) => m.folder === folderId('sent')).length).toBeGreaterThan(0);
      const res = await get('/api/apps/mailbox/folders').expect(200);
      expect(res.body.map((f: MailFolder) => f.title)).toEqual(['Inbox', 'Sent', 'Drafts', 'Spam', 'Trash']);
      expect(await folders()).toEqual({
        inbox: inbox.filter((m) => m.unread).length,
        sent: 0,
        drafts: MAILBOX_MAILS.filter((m) => m.folder === folderId('drafts')).length,
        spam: MAILBOX_MAILS.filter((m) => m.folder === folderId('spam')).length,
        trash: 0,
      });
      expect((await folders()).spam).toBe(2);
    });

    it('lists the two filters and the six labels', async () => {
      expect((await get('/api/apps/mailbox/filters').expect(200)).body.map((f: { slug: string }) => f.slug)).toEqual(['starred', 'important']);
      expect((await get('/api/apps/mailbox/labels').expect(200)).body.map((l: MailLabel) => [l.title, l.slug])).toEqual([
        ['Personal', 'personal'], ['Work', 'work'], ['Payments', 'payments'], ['Invoices', 'invoices'], ['Accounts', 'accounts'], ['Forums', 'forums'],
      ]);
    });
  });

  describe('mail list', () => {
    it('gives the first inbox page (default 1): ten newest mails with cc and bcc counts', async () => {
      const res = await get('/api/apps/mailbox/mails?folder=inbox').expect(200);
      expect(res.body.pagination).toEqual({ totalResults: inbox.length, resultsPerPage: 10, currentPage: 1, lastPage: 3, startIndex: 0, endIndex: 9 });
      const mails: MailListItem[] = res.body.mails;
      expect(mails).toHaveLength(10);
      const dates = mails.map((m) => m.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(dates[0]).toBe(inbox.map((m) => m.date).sort().reverse()[0]);
      const withCc = mails.find((m) => (m.cc ?? []).length > 0)!;
      expect(withCc.ccCount).toBe(withCc.cc!.length);
      expect(mails.every((m) => m.bccCount === (m.bcc ?? []).length)).toBe(true);
    });

    it('gives the last page and, past it, null mails with only lastPage', async () => {
      const last = await get('/api/apps/mailbox/mails?folder=inbox&page=3').expect(200);
      expect(last.body.mails).toHaveLength(inbox.length - 20);
      expect(last.body.pagination).toEqual({
        totalResults: inbox.length, resultsPerPage: 10, currentPage: 3, lastPage: 3, startIndex: 20, endIndex: inbox.length - 1,
      });
      const past = await get('/api/apps/mailbox/mails?folder=inbox&page=4').expect(200);
      expect(past.body).toEqual({ mails: null, pagination: { lastPage: 3 } });
    });

    it('filters by flag and by label slug', async () => {
      const starred = await get('/api/apps/mailbox/mails?filter=starred').expect(200);
      expect(starred.body.pagination.totalResults).toBe(MAILBOX_MAILS.filter((m) => m.starred).length);
      expect(starred.body.mails.every((m: Mail) => m.starred)).toBe(true);
      const unread = await get('/api/apps/mailbox/mails?filter=unread').expect(200);
      expect(unread.body.pagination.totalResults).toBe(MAILBOX_MAILS.filter((m) => m.unread).length);
      const invoices = await get('/api/apps/mailbox/mails?label=invoices').expect(200);
      expect(invoices.body.mails.map((m: Mail) => m.id).sort())
        .toEqual(MAILBOX_MAILS.filter((m) => m.labels.includes(labelId('Invoices'))).map((m) => m.id).sort());
    });

    it('answers an empty result with page 1 of 1 and page 2 with only lastPage 1', async () => {
      const created = await post('/api/apps/mailbox/label', { label: { title: 'Empty shelf' } }).expect(200);
      const empty = await get(`/api/apps/mailbox/mails?label=${created.body.slug}`).expect(200);
      expect(empty.body).toEqual({
        mails: [], pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
      });
      expect((await get(`/api/apps/mailbox/mails?label=${created.body.slug}&page=2`).expect(200)).body).toEqual({ mails: null, pagination: { lastPage: 1 } });
      await t.http.delete(`/api/apps/mailbox/label?id=${created.body.id}`).set(t.auth(token)).expect(200);
    });

    it('answers unknown folder, filter and label with 404 and bad queries with 400', async () => {
      const res = await get('/api/apps/mailbox/mails?folder=archive').expect(404);
      expect(res.body).toMatchObject({ status: 404, error: 'Resource does not exist', developerMessage: 'Folder archive does not exist.' });
      await get('/api/apps/mailbox/mails?filter=deleted').expect(404);
      await get('/api/apps/mailbox/mails?label=nope').expect(404);
      await get('/api/apps/mailbox/mails').expect(400);
      await get('/api/apps/mailbox/mails?folder=inbox&label=work').expect(400);
      await get('/api/apps/mailbox/mails?folder=inbox&page=0').expect(400);
      await get('/api/apps/mailbox/mails?folder=inbox&page=two').expect(400);
      const unknown = await get('/api/apps/mailbox/mails?folder=inbox&sort=asc').expect(400);
      expect(unknown.body.errors.map((e: { field: string }) => e.field)).toContain('sort');
    });
  });

  describe('one mail', () => {
    const target = inbox.find((m) => m.unread)!;

    it('gets a mail and answers 404 for a missing id', async () => {
      expect((await get(`/api/apps/mailbox/mail?id=${target.id}`).expect(200)).body).toEqual(target);
      const missing = await get('/api/apps/mailbox/mail?id=no-such-mail').expect(404);
      expect(missing.body).toMatchObject({ status: 404, developerMessage: 'Resource does not exist!' });
    });

    it('merges a patch, records it as an event and updates the folder count', async () => {
      const before = await folders();
      const res = await patch('/api/apps/mailbox/mail', { id: target.id, mail: { unread: false, starred: true } }).expect(200);
      expect(res.body).toEqual({ ...target, unread: false, starred: true });
      expect((await folders()).inbox).toBe(before.inbox! - 1);
      // On the mail's own stream: received at genesis, changed by the caller.
      const events = await t.store.readStream(mailStream(DEFAULT_TENANT, target.id));
      expect(events.at(-1)).toMatchObject({ type: MailboxEvents.mailUpdated, data: { id: target.id, changes: { unread: false, starred: true } } });
      expect(events[0]?.userId).toBeNull();
      expect(events.at(-1)?.userId).not.toBeNull();
    });

    it('moves a mail to another folder', async () => {
      await patch('/api/apps/mailbox/mail', { id: target.id, mail: { folder: folderId('spam') } }).expect(200);
      expect((await folders()).spam).toBe(3);
      await patch('/api/apps/mailbox/mail', { id: target.id, mail: { folder: folderId('inbox') } }).expect(200);
    });

    it('sanitises the content on write', async () => {
      const draft = MAILBOX_MAILS.find((m) => m.folder === folderId('drafts'))!;
      const res = await patch('/api/apps/mailbox/mail', {
        id: draft.id, mail: { content: '<p onclick="steal()">Dear Vannak,</p><script>alert(1)</script><img src="javascript:x">' },
      }).expect(200);
      expect(res.body.content).toBe('<p>Dear Vannak,</p><img />');
      const hostile = await patch('/api/apps/mailbox/mail', { id: draft.id, mail: { content: HOSTILE_RICH_TEXT } }).expect(200);
      expect(hostile.body.content).toBe(HOSTILE_RICH_TEXT_SANITISED);
      expect((await get(`/api/apps/mailbox/mail?id=${draft.id}`, staff).expect(200)).body.content).toBe(HOSTILE_RICH_TEXT_SANITISED);
    });

    it('refuses unknown mails, folders, labels and fields', async () => {
      await patch('/api/apps/mailbox/mail', { id: 'no-such-mail', mail: { starred: true } }).expect(404);
      const folder = await patch('/api/apps/mailbox/mail', { id: target.id, mail: { folder: 'no-such-folder' } }).expect(400);
      expect(folder.body.errors).toEqual([expect.objectContaining({ field: 'mail.folder', developerMessage: 'Folder no-such-folder does not exist.' })]);
      const label = await patch('/api/apps/mailbox/mail', { id: target.id, mail: { labels: ['no-such-label'] } }).expect(400);
      expect(label.body.errors).toEqual([expect.objectContaining({ field: 'mail.labels' })]);
      await patch('/api/apps/mailbox/mail', { id: target.id, mail: { date: '2020-01-01T00:00:00Z' } }).expect(400);
      await patch('/api/apps/mailbox/mail', { id: target.id, mail: { starred: 'yes' } }).expect(400);
    });
  });

  describe('nulls', () => {
    it('refuses null for every mail field (labels: null cleared the labels) and changes nothing', async () => {
      const labelled = MAILBOX_MAILS.find((m) => m.labels.length > 0)!;
      const before = (await get(`/api/apps/mailbox/mail?id=${labelled.id}`).expect(200)).body;
      for (const field of ['labels', 'folder', 'subject', 'content', 'starred', 'important', 'unread']) {
        const res = await patch('/api/apps/mailbox/mail', { id: labelled.id, mail: { [field]: null } }).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `mail.${field}` })]));
      }
      expect((await get(`/api/apps/mailbox/mail?id=${labelled.id}`).expect(200)).body).toEqual(before);
      expect((await patch('/api/apps/mailbox/mail', { id: labelled.id, mail: { labels: [] } }).expect(200)).body.labels).toEqual([]);
      await patch('/api/apps/mailbox/mail', { id: labelled.id, mail: { labels: before.labels } }).expect(200);
    });

    it('refuses a null label title or colour', async () => {
      const work = MAILBOX_LABELS[0]!;
      await patch('/api/apps/mailbox/label', { id: work.id, label: { title: null } }).expect(400);
      await patch('/api/apps/mailbox/label', { id: work.id, label: { color: null } }).expect(400);
      await post('/api/apps/mailbox/label', { label: { title: 'x', color: null } }).expect(400);
      expect((await get('/api/apps/mailbox/labels').expect(200)).body[0]).toEqual(work);
    });
  });

  describe('label slugs and deletion', () => {
    it('gives clashing slugs -1 and -2 and cleans the title', async () => {
      const one = await post('/api/apps/mailbox/label', { label: { title: 'Work' } }).expect(200);
      expect(one.body).toMatchObject({ title: 'Work', slug: 'work-1', color: 'gray' });
      const two = await post('/api/apps/mailbox/label', { label: { title: 'work', color: 'teal' } }).expect(200);
      expect(two.body).toMatchObject({ slug: 'work-2', color: 'teal' });
      const messy = await post('/api/apps/mailbox/label', { label: { title: 'Tax  --  Filings!!' } }).expect(200);
      expect(messy.body.slug).toBe('tax-filings');
      const again = await post('/api/apps/mailbox/label', { label: { title: 'Tax Filings' } }).expect(200);
      expect(again.body.slug).toBe('tax-filings-1');
    });

    it('follows the spec order (hyphens collapse before the removal), keeps Khmer, and falls back to "label"', async () => {
      const vat = await post('/api/apps/mailbox/label', { label: { title: 'VAT (10%) & WHT' } }).expect(200);
      expect(vat.body.slug).toBe('vat-10--wht');
      expect((await post('/api/apps/mailbox/label', { label: { title: 'vat 10% & wht' } }).expect(200)).body.slug).toBe('vat-10--wht-1');
      expect((await get('/api/apps/mailbox/mails?label=vat-10--wht').expect(200)).body.mails).toEqual([]);
      expect((await post('/api/apps/mailbox/label', { label: { title: 'ពន្ធ ប្រចាំខែ' } }).expect(200)).body.slug).toBe('ពន្ធ-ប្រចាំខែ');
      expect((await post('/api/apps/mailbox/label', { label: { title: '!!!' } }).expect(200)).body.slug).toBe('label');
      expect((await post('/api/apps/mailbox/label', { label: { title: '- & -' } }).expect(200)).body.slug).toBe('label-1');
      const renamed = await patch('/api/apps/mailbox/label', { id: vat.body.id, label: { title: '%%%' } }).expect(200);
      expect(renamed.body.slug).toBe('label-2');
    });

    it('recomputes the slug on update and keeps it unique', async () => {
      const labels: MailLabel[] = (await get('/api/apps/mailbox/labels').expect(200)).body;
      const work1 = labels.find((l) => l.slug === 'work-1')!;
      const renamed = await patch('/api/apps/mailbox/label', { id: work1.id, label: { title: 'VAT Returns' } }).expect(200);
      expect(renamed.body).toEqual({ ...work1, title: 'VAT Returns', slug: 'vat-returns' });
      const back = await patch('/api/apps/mailbox/label', { id: work1.id, label: { title: 'Work' } }).expect(200);
      expect(back.body.slug).toBe('work-1');
      const clash = await patch('/api/apps/mailbox/label', { id: work1.id, label: { title: 'Payments' } }).expect(200);
      expect(clash.body.slug).toBe('payments-1');
      expect((await get('/api/apps/mailbox/mails?label=payments-1').expect(200)).body.mails).toEqual([]);
    });

    it('answers 404 for unknown labels and changes nothing', async () => {
      const before = (await get('/api/apps/mailbox/labels').expect(200)).body;
      await patch('/api/apps/mailbox/label', { id: 'no-such-label', label: { title: 'X' } }).expect(404);
      await t.http.delete('/api/apps/mailbox/label?id=no-such-label').set(t.auth(token)).expect(404);
      expect((await get('/api/apps/mailbox/labels').expect(200)).body).toEqual(before);
      await post('/api/apps/mailbox/label', { label: { title: '' } }).expect(400);
      await post('/api/apps/mailbox/label', { label: { title: 'x', color: 'plaid' } }).expect(400);
      await post('/api/apps/mailbox/label', { label: { title: 'x', slug: 'chosen' } }).expect(400);
    });

    it('deleting a label strips it from every mail', async () => {
      const work = labelId('Work');
      const tagged = MAILBOX_MAILS.filter((m) => m.labels.includes(work));
      expect(tagged.length).toBeGreaterThan(3);
      const deleted = await t.http.delete(`/api/apps/mailbox/label?id=${work}`).set(t.auth(token)).expect(200);
      expect(JSON.parse(deleted.text)).toBe(true);
      expect((await get('/api/apps/mailbox/labels').expect(200)).body.map((l: MailLabel) => l.id)).not.toContain(work);
      for (const mail of tagged) {
        const res = await get(`/api/apps/mailbox/mail?id=${mail.id}`).expect(200);
        expect(res.body.labels).toEqual(mail.labels.filter((id) => id !== work));
      }
      await get('/api/apps/mailbox/mails?label=work').expect(404);
    });
  });

  it('rebuilding the projections from the log, cascades included, gives the same read models', async () => {
    const before = await t.store.dumpReadModels();
    await t.store.rebuildProjections();
    expect(await t.store.dumpReadModels()).toEqual(before);
  });
});
