import { BadRequestException, NotFoundException } from '@nestjs/common';
import { MailboxEvents, type Mail, type MailLabel } from '@cis/contracts';
import { MailboxDecider, mailLabelSlug, uniqueSlug } from './mailbox.decider';
import { pageOfMails, withCounts } from './mailbox.queries';

const label = (id: string, title: string, slug: string): MailLabel => ({ id, title, slug, color: 'blue' });

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
    const labels = [label('a', '!!!', 'label')];
    expect(MailboxDecider.createLabel(labels, 'b', '???', 'red')[0]?.data).toMatchObject({ label: { slug: 'label-1' } });
    expect(MailboxDecider.updateLabel([...labels, label('b', 'x', 'x')], 'b', { title: '' })[0]?.data).toMatchObject({ label: { slug: 'label-1' } });
  });

  it('adds -1, -2 ... until the slug is free', () => {
    expect(uniqueSlug('work', new Set())).toBe('work');
    expect(uniqueSlug('work', new Set(['work']))).toBe('work-1');
    expect(uniqueSlug('work', new Set(['work', 'work-1', 'work-3']))).toBe('work-2');
  });

  it('gives a clashing new label a suffix', () => {
    const labels = [label('a', 'Work', 'work'), label('b', 'Work', 'work-1')];
    const [event] = MailboxDecider.createLabel(labels, 'c', 'WORK', 'red');
    expect(event).toEqual({ type: MailboxEvents.labelCreated, data: { label: { id: 'c', title: 'WORK', slug: 'work-2', color: 'red' } } });
  });

  it('recomputes the slug on update, unique among the other labels only', () => {
    const labels = [label('a', 'Work', 'work'), label('b', 'Old', 'old')];
    expect(MailboxDecider.updateLabel(labels, 'b', { title: 'Work' })[0]?.data).toEqual({ label: { id: 'b', title: 'Work', slug: 'work-1', color: 'blue' } });
    // A label keeps its own slug when renamed to the same slug; a stale suffix is dropped once the base is free.
    expect(MailboxDecider.updateLabel(labels, 'a', { title: 'work' })[0]?.data).toEqual({ label: { id: 'a', title: 'work', slug: 'work', color: 'blue' } });
    expect(MailboxDecider.updateLabel([label('x', 'Work', 'work-1')], 'x', { color: 'red' })[0]?.data)
      .toEqual({ label: { id: 'x', title: 'Work', slug: 'work', color: 'red' } });
    expect(() => MailboxDecider.updateLabel(labels, 'zzz', { title: 'x' })).toThrow(NotFoundException);
  });
});

const mail = (over: Partial<Mail>): Mail => ({
  id: 'm', type: 'mail', from: { avatar: null, contact: 'A <a@x.test>' }, to: 'me', date: '2026-01-01T00:00:00.000Z',
  subject: 's', content: '', attachments: [], starred: false, important: false, unread: false, folder: 'inbox', labels: [], ...over,
});

describe('mail updates', () => {
  const state = { mail: mail({ labels: ['l1'] }), folderIds: new Set(['inbox', 'spam']), labelIds: new Set(['l1', 'l2']) };

  it('records only the fields that change', () => {
    expect(MailboxDecider.updateMail(state, 'm', { starred: true, unread: false, labels: ['l1'] }))
      .toEqual([{ type: MailboxEvents.mailUpdated, data: { id: 'm', changes: { starred: true } } }]);
    expect(MailboxDecider.updateMail(state, 'm', { unread: false })).toEqual([]);
  });

  it('refuses an unknown mail with 404, and unknown folders and labels in the patch with 400', () => {
    expect(() => MailboxDecider.updateMail(state, 'other', { starred: true })).toThrow(NotFoundException);
    expect(() => MailboxDecider.updateMail(state, 'm', { folder: 'nope' })).toThrow(BadRequestException);
    expect(() => MailboxDecider.updateMail(state, 'm', { folder: 'nope' })).toThrow('Folder nope does not exist.');
    expect(() => MailboxDecider.updateMail(state, 'm', { labels: ['l9'] })).toThrow(BadRequestException);
    expect(() => MailboxDecider.updateMail(state, 'm', { labels: ['l2', 'l9'] })).toThrow('Label l9 does not exist.');
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
