import {
  MAIL_DEFAULT_PAGE, type MailFolder, type MailLabel, type MailListResponse, type MailPaginationFull,
} from '@cis/contracts';
import { formatNumber, numberLocale } from '../../lib/format';

export type MailboxKind = 'folder' | 'filter' | 'label';
export const MAILBOX_KINDS: readonly MailboxKind[] = ['folder', 'filter', 'label'];

/** What the address bar says: /apps/mailbox/<kind>/<slug>/<page>[/<mailId>]. */
export interface MailboxLocation {
  kind: MailboxKind;
  slug: string;
  /** One-based. */
  page: number;
  mailId: string | null;
}

export const MAILBOX_HOME: MailboxLocation = { kind: 'folder', slug: 'inbox', page: MAIL_DEFAULT_PAGE, mailId: null };

/** The location of the part of the path after /apps/mailbox/; anything unreadable falls back to the inbox. */
export function parseMailboxPath(rest: string | undefined): MailboxLocation {
  const [kindText, slug, page, mailId] = (rest ?? '').split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const kind = MAILBOX_KINDS.find((k) => k === kindText);
  if (!kind || !slug) return { ...MAILBOX_HOME };
  const pageNumber = page && /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : MAIL_DEFAULT_PAGE;
  return { kind, slug, page: pageNumber, mailId: mailId ?? null };
}

export function mailboxPath(location: Partial<MailboxLocation> & Pick<MailboxLocation, 'kind' | 'slug'>): string {
  const page = location.page ?? MAIL_DEFAULT_PAGE;
  const base = `/apps/mailbox/${location.kind}/${encodeURIComponent(location.slug)}/${page}`;
  return location.mailId ? `${base}/${encodeURIComponent(location.mailId)}` : base;
}

/**
 * Where to go when the list answer says the page is past the end (mails null): the last page, or nothing when the
 * page is fine.
 */
export function pageToShow(response: MailListResponse, requested: number): number | null {
  if (response.mails === null) return response.pagination.lastPage < requested ? response.pagination.lastPage : null;
  return null;
}

/** "11–20 of 23", numbers in the language's digits. */
export function pageSummary(p: MailPaginationFull, language: string, of: (from: string, to: string, total: string) => string): string {
  if (p.totalResults === 0) return of(formatNumber(0, language), formatNumber(0, language), formatNumber(0, language));
  return of(formatNumber(p.startIndex + 1, language), formatNumber(p.endIndex + 1, language), formatNumber(p.totalResults, language));
}

/** The badge beside a folder: its computed count when positive, else none. */
export function folderBadge(folder: Pick<MailFolder, 'count'>): number | null {
  return folder.count > 0 ? folder.count : null;
}

/** 'Sokha Chan <sokha@cis.com.kh>' -> name and address; a bare address is both. */
export function parseContact(contact: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(contact);
  if (match) return { name: match[1].trim() || match[2].trim(), address: match[2].trim() };
  return { name: contact.trim(), address: contact.trim() };
}

/** Bytes as B, KB or MB with the language's digits (1 KB = 1024 B). */
export function fileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

export function attachmentIcon(type: string): string {
  if (type.startsWith('image/')) return 'pi pi-image';
  if (type === 'application/pdf') return 'pi pi-file-pdf';
  return 'pi pi-file';
}

/** The mail's HTML as one line of plain text, for the list. */
export function excerpt(html: string, length = 110): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** Theme-neutral colours of the label palette of the contracts. */
export const LABEL_COLORS: Record<string, string> = {
  gray: '#64748b', red: '#ef4444', orange: '#f97316', amber: '#f59e0b', yellow: '#eab308', lime: '#84cc16', green: '#22c55e',
  teal: '#14b8a6', cyan: '#06b6d4', sky: '#0ea5e9', blue: '#3b82f6', indigo: '#6366f1', purple: '#a855f7', pink: '#ec4899', rose: '#f43f5e',
};
export const labelColor = (color: string): string => LABEL_COLORS[color] ?? LABEL_COLORS.gray;

/**
 * After the labels change (a rename recomputes the slug), the label a person is looking at may have a new slug:
 * answers the path to follow, or null when the location is still right.
 */
export function followRenamedLabel(location: MailboxLocation, labelId: string | null, labels: MailLabel[]): MailboxLocation | null {
  if (location.kind !== 'label' || !labelId) return null;
  const label = labels.find((l) => l.id === labelId);
  if (!label) return { ...MAILBOX_HOME };
  return label.slug === location.slug ? null : { ...location, slug: label.slug, page: MAIL_DEFAULT_PAGE };
}

export const LABEL_TITLE_MAX = 60;

/** Names of the invalid fields of the label form. */
export function validateLabel(title: string, color: string, colors: readonly string[]): string[] {
  const errors: string[] = [];
  const trimmed = title.trim();
  if (!trimmed || trimmed.length > LABEL_TITLE_MAX) errors.push('mailbox_labelTitle');
  if (!colors.includes(color)) errors.push('mailbox_labelColor');
  return errors;
}

/** Short date for the list (luxon pattern): the time for today, else day and month (with the year when not this year). */
export function listDatePattern(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return 't';
  if (d.getFullYear() === now.getFullYear()) return 'd MMM';
  return 'DD';
}
