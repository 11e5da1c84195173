import type { MailLabel, MailListResponse } from '@cis/contracts';
import {
  excerpt, fileSize, folderBadge, followRenamedLabel, listDatePattern, mailboxPath, pageSummary, pageToShow, parseContact,
  parseMailboxPath, validateLabel,
} from './mailbox.logic';

describe('mailbox addresses', () => {
  it('opens the inbox, page 1, for /apps/mailbox and anything unreadable', () => {
    const inbox = { kind: 'folder', slug: 'inbox', page: 1, mailId: null };
    expect(parseMailboxPath(undefined)).toEqual(inbox);
    expect(parseMailboxPath('')).toEqual(inbox);
    expect(parseMailboxPath('shelf/x/2')).toEqual(inbox);
    expect(parseMailboxPath('folder')).toEqual(inbox);
  });

  it('reads kind, slug, one-based page and mail id', () => {
    expect(parseMailboxPath('label/work/3/m-1')).toEqual({ kind: 'label', slug: 'work', page: 3, mailId: 'm-1' });
    expect(parseMailboxPath('filter/starred')).toEqual({ kind: 'filter', slug: 'starred', page: 1, mailId: null });
    expect(parseMailboxPath('folder/sent/0')).toMatchObject({ page: 1 });
    expect(parseMailboxPath('folder/sent/abc')).toMatchObject({ page: 1 });
  });

  it('writes what it reads back', () => {
    const loc = { kind: 'label' as const, slug: 'tax returns', page: 2, mailId: 'x/y' };
    expect(mailboxPath(loc)).toBe('/apps/mailbox/label/tax%20returns/2/x%2Fy');
    expect(parseMailboxPath(mailboxPath(loc).replace('/apps/mailbox/', ''))).toEqual(loc);
    expect(mailboxPath({ kind: 'folder', slug: 'inbox' })).toBe('/apps/mailbox/folder/inbox/1');
  });
});

describe('paging', () => {
  it('goes to the last page when the requested one is past the end', () => {
    const past: MailListResponse = { mails: null, pagination: { lastPage: 2 } };
    expect(pageToShow(past, 5)).toBe(2);
    const full: MailListResponse = { mails: [], pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 } };
    expect(pageToShow(full, 1)).toBeNull();
  });

  it('summarises a page one-based', () => {
    const p = { totalResults: 23, resultsPerPage: 10, currentPage: 2, lastPage: 3, startIndex: 10, endIndex: 19 };
    const of = (a: string, b: string, c: string) => `${a}-${b}/${c}`;
    expect(pageSummary(p, 'en-US', of)).toBe('11-20/23');
    expect(pageSummary({ ...p, totalResults: 0, startIndex: 0, endIndex: -1 }, 'en-US', of)).toBe('0-0/0');
  });

  it('shows a folder badge only for a positive count', () => {
    expect(folderBadge({ count: 3 })).toBe(3);
    expect(folderBadge({ count: 0 })).toBeNull();
  });
});

describe('labels', () => {
  const labels: MailLabel[] = [{ id: 'l1', title: 'Tax returns', slug: 'tax-returns', color: 'red' }];
  it('follows a renamed label to its new slug and leaves other places alone', () => {
    expect(followRenamedLabel({ kind: 'label', slug: 'old', page: 3, mailId: null }, 'l1', labels)).toEqual({ kind: 'label', slug: 'tax-returns', page: 1, mailId: null });
    expect(followRenamedLabel({ kind: 'label', slug: 'tax-returns', page: 1, mailId: null }, 'l1', labels)).toBeNull();
    expect(followRenamedLabel({ kind: 'folder', slug: 'inbox', page: 1, mailId: null }, 'l1', labels)).toBeNull();
  });
  it('goes back to the inbox when the label was deleted', () => {
    expect(followRenamedLabel({ kind: 'label', slug: 'gone', page: 1, mailId: null }, 'l9', labels)).toMatchObject({ kind: 'folder', slug: 'inbox' });
  });
  it('validates the label form', () => {
    expect(validateLabel('Work', 'red', ['red'])).toEqual([]);
    expect(validateLabel('  ', 'red', ['red'])).toEqual(['mailbox_labelTitle']);
    expect(validateLabel('x'.repeat(61), 'mauve', ['red'])).toEqual(['mailbox_labelTitle', 'mailbox_labelColor']);
  });
});

describe('display helpers', () => {
  it('splits a contact into name and address', () => {
    expect(parseContact('Sokha Chan <sokha@cis.com.kh>')).toEqual({ name: 'Sokha Chan', address: 'sokha@cis.com.kh' });
    expect(parseContact('"Dara" <dara@x.kh>')).toEqual({ name: 'Dara', address: 'dara@x.kh' });
    expect(parseContact('office@cis.test')).toEqual({ name: 'office@cis.test', address: 'office@cis.test' });
  });
  it('formats sizes in binary units', () => {
    expect(fileSize(512, 'en-US')).toBe('512 B');
    expect(fileSize(184_302, 'en-US')).toBe('180 KB');
    expect(fileSize(1_204_331, 'en-US')).toBe('1.1 MB');
    expect(fileSize(3 * 1024 ** 3, 'en-US')).toBe('3 GB');
  });
  it('makes a one-line excerpt of the HTML', () => {
    expect(excerpt('<p>Dear&nbsp;client,</p><p>Your <b>VAT</b> &amp; tax</p>')).toBe('Dear client, Your VAT & tax');
    expect(excerpt('a'.repeat(200), 10)).toHaveLength(10);
  });
  it('shows the time for today, day and month this year, and the year otherwise', () => {
    const now = new Date(2026, 4, 10, 15, 0);
    expect(listDatePattern(new Date(2026, 4, 10, 9, 0).toISOString(), now)).toBe('t');
    expect(listDatePattern(new Date(2026, 1, 1).toISOString(), now)).toBe('d MMM');
    expect(listDatePattern(new Date(2025, 1, 1).toISOString(), now)).toBe('DD');
  });
});
