import { MailboxEvents, NotFound, Refused, type Mail, type MailboxEvent, type MailLabel } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { DEFAULT_MAILBOX_SETTINGS, MailboxDecider, MailDecider, mailLabelSlug, uniqueSlug, type MailCommand } from './mailbox.decider';
import { pageOfMails, withCounts } from './mailbox.queries';

const label = (id: string, title: string, slug: string): MailLabel => ({ id, title, slug, color: 'blue' });
const labelsCreated = (...labels: MailLabel[]): MailboxEvent[] => labels.map((l) => ({ type: MailboxEvents.labelCreated, data: { label: l } }));
const createdLabel = (events: readonly MailboxEvent[]) => (events[0]?.data as { label: MailLabel }).label;

describe('mailbox label slugs', () => {
  it.each([
    ['Work', 'work'],
    ['Tax Filings', 'tax-filings'],
    ['Tax  --  Filings!!', 'tax-filings'],
    // Spec order: hyphens collapse before the removal, so what the removal brings together stays.
    ['VAT (10%) & WHT', 'vat-10--wht'],
    ['A & B', 'a--b'],
    ['a -- b', 'a-b'],
    ['Q1/Q2', 'q1q2'],
    [' Leading and trailing ', '-leading-and-trailing-'],
    ['snake_case stays', 'snake_case-stays'],
    ['ÉTÉ 2026', 'été-2026'],
    ['ពន្ធ ប្រចាំខែ', 'ពន្ធ-ប្រចាំខែ'],
    ['_', '_'],
    // Nothing but removed characters and hyphens: the fallback.
    ['!!!', 'label'],
    ['', 'label'],
    ['- & -', 'label'],
    ['%%% ###', 'label'],
  ])('%j -> %j', (title, slug) => {
    expect(mailLabelSlug(title)).toBe(slug);
  });

  it('suffixes the fallback like any other slug', () => {
    const fallback = labelsCreated(label('a', '!!!', 'label'));
    expect(createdLabel(given(MailboxDecider, fallback).when({ type: 'createLabel', id: 'b', title: '???', color: 'red' }).then([expect.anything()])))
      .toMatchObject({ slug: 'label-1' });
    expect(createdLabel(given(MailboxDecider, [...fallback, ...labelsCreated(label('b', 'x', 'x'))]).when({ type: 'updateLabel', id: 'b', patch: { title: '' } })
      .then([expect.anything()]))).toMatchObject({ slug: 'label-1' });
  });

  it('adds -1, -2 ... until the slug is free', () => {
    expect(uniqueSlug('work', new Set())).toBe('work');
    expect(uniqueSlug('work', new Set(['work']))).toBe('work-1');
    expect(uniqueSlug('work', new Set(['work', 'work-1', 'work-3']))).toBe('work-2');
  });
});

describe('the mailbox decider (settings, folders, filters, labels: the tenant\'s mailbox stream)', () => {
  it('opens a mailbox with its settings, folders, filters and labels', () => {
    const folder = { id: 'inbox', title: 'Inbox', slug: 'inbox', icon: 'pi pi-inbox' };
    const filter = { id: 'f1', title: 'Starred', slug: 'starred' as const, icon: 'pi pi-star' };
    given(MailboxDecider).when({ type: 'open', settings: DEFAULT_MAILBOX_SETTINGS, folders: [folder], filters: [filter], labels: [label('a', 'Work', 'work')] })
      .then([
        { type: MailboxEvents.settingsChanged, data: { settings: DEFAULT_MAILBOX_SETTINGS } },
        { type: MailboxEvents.folderCreated, data: { folder } },
        { type: MailboxEvents.filterCreated, data: { filter } },
        ...labelsCreated(label('a', 'Work', 'work')),
      ]);
  });

  it('merges a settings patch, and records nothing when nothing changes', () => {
    given(MailboxDecider).when({ type: 'updateSettings', patch: { messageLayout: 'full' } })
      .then([{ type: MailboxEvents.settingsChanged, data: { settings: { messageLayout: 'full', showAvatars: true } } }]);
    given(MailboxDecider).when({ type: 'updateSettings', patch: { showAvatars: true } }).thenNothing();
  });

  it('gives a clashing new label a suffix', () => {
    given(MailboxDecider, labelsCreated(label('a', 'Work', 'work'), label('b', 'Work', 'work-1')))
      .when({ type: 'createLabel', id: 'c', title: 'WORK', color: 'red' })
      .then([{ type: MailboxEvents.labelCreated, data: { label: { id: 'c', title: 'WORK', slug: 'work-2', color: 'red' } } }]);
  });

  it('recomputes the slug on update, unique among the other labels only', () => {
    const labels = labelsCreated(label('a', 'Work', 'work'), label('b', 'Old', 'old'));
    given(MailboxDecider, labels).when({ type: 'updateLabel', id: 'b', patch: { title: 'Work' } })
      .then([{ type: MailboxEvents.labelUpdated, data: { label: { id: 'b', title: 'Work', slug: 'work-1', color: 'blue' } } }]);
    // A label keeps its own slug when renamed to the same slug; a stale suffix is dropped once the base is free.
    given(MailboxDecider, labels).when({ type: 'updateLabel', id: 'a', patch: { title: 'work' } })
      .then([{ type: MailboxEvents.labelUpdated, data: { label: { id: 'a', title: 'work', slug: 'work', color: 'blue' } } }]);
    given(MailboxDecider, labelsCreated(label('x', 'Work', 'work-1'))).when({ type: 'updateLabel', id: 'x', patch: { color: 'red' } })
      .then([{ type: MailboxEvents.labelUpdated, data: { label: { id: 'x', title: 'Work', slug: 'work', color: 'red' } } }]);
    given(MailboxDecider, labels).when({ type: 'updateLabel', id: 'a', patch: { title: 'Work', color: 'blue' } }).thenNothing();
  });

  it('takes the label back as answered (id, slug) and refuses another id or slug, naming it', () => {
    const labels = labelsCreated(label('a', 'Work', 'work'));
    given(MailboxDecider, labels).when({ type: 'updateLabel', id: 'a', patch: { id: 'a', slug: 'work', title: 'Tax', color: 'blue' } })
      .then([{ type: MailboxEvents.labelUpdated, data: { label: { id: 'a', title: 'Tax', slug: 'tax', color: 'blue' } } }]);
    const refused = given(MailboxDecider, labels).when({ type: 'updateLabel', id: 'a', patch: { slug: 'mine' } }).thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['label.slug']);
  });

  it('deletes a label (the projection strips it from the mails)', () => {
    given(MailboxDecider, labelsCreated(label('a', 'Work', 'work'))).when({ type: 'deleteLabel', id: 'a' })
      .then([{ type: MailboxEvents.labelDeleted, data: { id: 'a' } }]);
  });

  it('answers 404 for a label it does not hold, deleted ones included', () => {
    const deleted: MailboxEvent[] = [...labelsCreated(label('a', 'Work', 'work')), { type: MailboxEvents.labelDeleted, data: { id: 'a' } }];
    given(MailboxDecider, deleted).when({ type: 'updateLabel', id: 'a', patch: { title: 'x' } }).thenRefused(NotFound);
    given(MailboxDecider, deleted).when({ type: 'deleteLabel', id: 'a' }).thenRefused(NotFound);
  });

  it('passes over the mails the tenant stream held before streams per mail', () => {
    const history: MailboxEvent[] = [...labelsCreated(label('a', 'Work', 'work')), { type: MailboxEvents.mailReceived, data: { mail: mail({}) } }];
    expect(given(MailboxDecider, history).state.labels).toEqual([label('a', 'Work', 'work')]);
  });
});

const mail = (over: Partial<Mail>): Mail => ({
  id: 'm', type: 'mail', from: { avatar: null, contact: 'A <a@x.test>' }, to: 'me', date: '2026-01-01T00:00:00.000Z',
  subject: 's', content: '', attachments: [], starred: false, important: false, unread: false, folder: 'inbox', labels: [], ...over,
});

describe('the mail decider (one stream per mail)', () => {
  const received: MailboxEvent = { type: MailboxEvents.mailReceived, data: { mail: mail({ labels: ['l1'] }) } };
  const update = (patch: Extract<MailCommand, { type: 'update' }>['patch']): MailCommand =>
    ({ type: 'update', id: 'm', patch, folderIds: new Set(['inbox', 'spam']), labelIds: new Set(['l1', 'l2']) });

  it('receives a mail', () => {
    given(MailDecider).when({ type: 'receive', mail: mail({}) }).then([{ type: MailboxEvents.mailReceived, data: { mail: mail({}) } }]);
  });

  it('records only the fields that change', () => {
    given(MailDecider, [received]).when(update({ starred: true, unread: false, labels: ['l1'] }))
      .then([{ type: MailboxEvents.mailUpdated, data: { id: 'm', changes: { starred: true } } }]);
    given(MailDecider, [received]).when(update({ unread: false })).thenNothing();
    given(MailDecider, [received]).when(update({ folder: 'spam', labels: ['l2', 'l2'] }))
      .then([{ type: MailboxEvents.mailUpdated, data: { id: 'm', changes: { folder: 'spam', labels: ['l2'] } } }]);
  });

  it('decides on the mail as carried over from the tenant stream', () => {
    const carried: MailboxEvent = { type: MailboxEvents.mailCarriedOver, data: { mail: mail({ starred: true }) } };
    given(MailDecider, [carried]).when(update({ starred: true })).thenNothing();
    given(MailDecider, [carried]).when(update({ starred: false }))
      .then([{ type: MailboxEvents.mailUpdated, data: { id: 'm', changes: { starred: false } } }]);
  });

  it('takes the mail back as GET answered it: read-only fields equal to the stored ones change nothing', () => {
    const answered = { ...mail({ labels: ['l1'] }), ccCount: 0, bccCount: 0 };
    given(MailDecider, [received]).when(update({ ...answered, starred: true }))
      .then([{ type: MailboxEvents.mailUpdated, data: { id: 'm', changes: { starred: true } } }]);
    const refused = given(MailDecider, [received]).when(update({ date: '2020-01-01T00:00:00.000Z' })).thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['mail.date']);
  });

  it('refuses an unknown mail with 404, and unknown folders and labels in the patch with 400 naming the field', () => {
    given(MailDecider).when(update({ starred: true })).thenRefused(NotFound);
    const folder = given(MailDecider, [received]).when(update({ folder: 'nope' })).thenRefused(Refused, 'unknownReference') as Refused;
    expect(folder.fields).toEqual([expect.objectContaining({ field: 'mail.folder', message: 'Folder nope does not exist.' })]);
    const labels = given(MailDecider, [received]).when(update({ labels: ['l2', 'l9'] })).thenRefused(Refused, 'unknownReference') as Refused;
    expect(labels.fields).toEqual([expect.objectContaining({ field: 'mail.labels', message: 'Label l9 does not exist.' })]);
  });
});

describe('mail pages', () => {
  const mails = Array.from({ length: 23 }, (_, i) => mail({ id: `m${i}`, date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), cc: i === 22 ? ['a', 'b'] : undefined }));

  it('answers newest first with counts and the pagination of the page', () => {
    const first = pageOfMails(mails);
    expect(first.mails?.map((m) => m.id).slice(0, 2)).toEqual(['m22', 'm21']);
    expect(first.mails?.[0]).toMatchObject({ ccCount: 2, bccCount: 0 });
    expect(first.pagination).toEqual({ totalResults: 23, resultsPerPage: 10, currentPage: 1, lastPage: 3, startIndex: 0, endIndex: 9 });
    const last = pageOfMails(mails, 3);
    expect(last.mails?.map((m) => m.id)).toEqual(['m2', 'm1', 'm0']);
    expect(last.pagination).toEqual({ totalResults: 23, resultsPerPage: 10, currentPage: 3, lastPage: 3, startIndex: 20, endIndex: 22 });
  });

  it('answers null mails and only lastPage past the last page, with a last page of at least 1', () => {
    expect(pageOfMails(mails, 4)).toEqual({ mails: null, pagination: { lastPage: 3 } });
    expect(pageOfMails([], 1)).toEqual({
      mails: [], pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(pageOfMails([], 2)).toEqual({ mails: null, pagination: { lastPage: 1 } });
  });

  it('counts unread mails, all drafts and spam, and nothing for sent and trash', () => {
    const folders = ['inbox', 'sent', 'drafts', 'spam', 'trash'].map((slug) => ({ id: slug, slug, title: slug, icon: '' }));
    const sample = [
      mail({ id: '1', folder: 'inbox', unread: true }), mail({ id: '2', folder: 'inbox' }),
      mail({ id: '3', folder: 'sent', unread: true }), mail({ id: '4', folder: 'drafts' }), mail({ id: '5', folder: 'drafts' }),
      mail({ id: '6', folder: 'spam' }), mail({ id: '7', folder: 'trash', unread: true }),
    ];
    expect(withCounts(folders, sample).map((f) => [f.slug, f.count])).toEqual([['inbox', 1], ['sent', 0], ['drafts', 2], ['spam', 1], ['trash', 0]]);
  });
});
