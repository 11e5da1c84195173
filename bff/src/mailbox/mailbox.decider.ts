import { NotFoundException } from '@nestjs/common';
import {
  MailboxEvents, type Mail, type MailChanges, type MailFilter, type MailFolder, type MailLabel, type MailLabelColor,
  type MailboxSettings, type MailboxSettingsChangedData, type MailFilterCreatedData, type MailFolderCreatedData,
  type MailLabelCreatedData, type MailLabelDeletedData, type MailLabelUpdatedData, type MailReceivedData,
  type MailUpdatedData, type NewEvent,
} from '@cis/contracts';
import { refusedField } from '../platform/errors/refused-field';

/** Read model collections of the mailbox (per tenant). */
export const MailboxCollections = {
  settings: 'mailbox-settings',
  folders: 'mailbox-folders',
  filters: 'mailbox-filters',
  labels: 'mailbox-labels',
  mails: 'mailbox-mails',
} as const;
export const MAILBOX_SETTINGS_ID = 'settings';

/** One stream per tenant: labels, mails and settings change together (label cascades, unique slugs). */
export function mailboxStream(tenant: string): string {
  return `mailbox-${tenant}`;
}

/** What a title falls back to when nothing of it survives as a slug (see mailLabelSlug). */
export const MAIL_LABEL_FALLBACK_SLUG = 'label';

/**
 * Slug of a mailbox label, the steps of spec 001 s5 in its order: lower-cased, spaces become hyphens, repeated
 * hyphens collapse, then characters other than letters, digits, underscore or hyphen are removed. Removing last
 * can leave hyphens side by side again ('VAT (10%) & WHT' gives 'vat-10--wht'), as the spec's order does.
 * Letters and digits of every script are kept, with their combining marks, so Khmer titles keep a slug.
 * A title with no letter, digit or underscore (empty or hyphens only once cleaned) gives 'label'.
 */
export function mailLabelSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '');
  return /^-*$/.test(slug) ? MAIL_LABEL_FALLBACK_SLUG : slug;
}

/** The first of base, base-1, base-2 ... that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface MailUpdateState {
  mail: Mail | undefined;
  folderIds: ReadonlySet<string>;
  labelIds: ReadonlySet<string>;
}

export const MailboxDecider = {
  /** Genesis: the fixtures as events, in the order a fresh mailbox would record them. */
  seed(input: {
    settings: MailboxSettings;
    folders: Array<Omit<MailFolder, 'count'>>;
    filters: MailFilter[];
    labels: MailLabel[];
    mails: Mail[];
  }): NewEvent[] {
    return [
      { type: MailboxEvents.settingsChanged, data: { settings: input.settings } satisfies MailboxSettingsChangedData },
      ...input.folders.map((folder) => ({ type: MailboxEvents.folderCreated, data: { folder } satisfies MailFolderCreatedData })),
      ...input.filters.map((filter) => ({ type: MailboxEvents.filterCreated, data: { filter } satisfies MailFilterCreatedData })),
      ...input.labels.map((label) => ({ type: MailboxEvents.labelCreated, data: { label } satisfies MailLabelCreatedData })),
      ...input.mails.map((mail) => ({ type: MailboxEvents.mailReceived, data: { mail } satisfies MailReceivedData })),
    ];
  },

  /** The patch is merged into the current settings; nothing to record when nothing changes. */
  updateSettings(current: MailboxSettings, patch: Partial<MailboxSettings>): NewEvent[] {
    const settings = { ...current, ...stripUndefined(patch) };
    if (JSON.stringify(settings) === JSON.stringify(current)) return [];
    return [{ type: MailboxEvents.settingsChanged, data: { settings } satisfies MailboxSettingsChangedData }];
  },

  /** A new label; its slug is made unique among the labels with -1, -2 ... */
  createLabel(labels: MailLabel[], id: string, title: string, color: MailLabelColor): NewEvent[] {
    const slug = uniqueSlug(mailLabelSlug(title), new Set(labels.map((l) => l.slug)));
    const label: MailLabel = { id, title, slug, color };
    return [{ type: MailboxEvents.labelCreated, data: { label } satisfies MailLabelCreatedData }];
  },

  /** The slug is recomputed from the (new) title, unique among the other labels. */
  updateLabel(labels: MailLabel[], id: string, patch: { title?: string; color?: MailLabelColor }): NewEvent[] {
    const current = mustFind(labels, id);
    const title = patch.title ?? current.title;
    const others = new Set(labels.filter((l) => l.id !== id).map((l) => l.slug));
    const label: MailLabel = { ...current, title, color: patch.color ?? current.color, slug: uniqueSlug(mailLabelSlug(title), others) };
    if (JSON.stringify(label) === JSON.stringify(current)) return [];
    return [{ type: MailboxEvents.labelUpdated, data: { label } satisfies MailLabelUpdatedData }];
  },

  deleteLabel(labels: MailLabel[], id: string): NewEvent[] {
    mustFind(labels, id);
    return [{ type: MailboxEvents.labelDeleted, data: { id } satisfies MailLabelDeletedData }];
  },

  /** Only the fields that differ are recorded. The folder and labels must exist (else 400). Content arrives sanitised. */
  updateMail(state: MailUpdateState, id: string, patch: MailChanges): NewEvent[] {
    const mail = state.mail;
    if (!mail || mail.id !== id) throw new NotFoundException();
    if (patch.folder !== undefined && !state.folderIds.has(patch.folder)) {
      throw refusedField('mail.folder', `Folder ${patch.folder} does not exist.`);
    }
    const missing = (patch.labels ?? []).find((labelId) => !state.labelIds.has(labelId));
    if (missing) throw refusedField('mail.labels', `Label ${missing} does not exist.`);
    const changes: MailChanges = {};
    const target = changes as Record<string, unknown>;
    for (const [key, value] of Object.entries(stripUndefined(patch))) {
      const next = key === 'labels' ? [...new Set(value as string[])] : value;
      if (JSON.stringify(next) !== JSON.stringify((mail as unknown as Record<string, unknown>)[key])) target[key] = next;
    }
    if (Object.keys(changes).length === 0) return [];
    return [{ type: MailboxEvents.mailUpdated, data: { id, changes } satisfies MailUpdatedData }];
  },
};

function mustFind<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundException();
  return item;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
