import {
  MAIL_LABEL_READ_ONLY_FIELDS, MAIL_READ_ONLY_FIELDS, MailboxEvents, NotFound, differingFields, sameJson, unknownReference, withoutEchoedReadOnly,
  type Mail, type MailboxEvent, type MailboxSettings, type MailChanges, type MailFilter, type MailFolder, type MailLabel,
  type MailLabelColor,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';
import { definedFields } from '../platform/fields';

/** Read model collections of the mailbox (per tenant). */
export const MailboxCollections = {
  settings: 'mailbox-settings',
  folders: 'mailbox-folders',
  filters: 'mailbox-filters',
  labels: 'mailbox-labels',
  mails: 'mailbox-mails',
} as const;
export const MAILBOX_SETTINGS_ID = 'settings';
export const DEFAULT_MAILBOX_SETTINGS: MailboxSettings = { messageLayout: 'right', showAvatars: true };

/**
 * The tenant's mailbox itself: its settings, folders, filters and labels. Per tenant because label slugs are unique
 * among the tenant's labels. Mails are not on it (each has its own stream) but the log before streams per mail holds
 * them here too: the decider passes over them.
 */
export function mailboxStream(tenant: string): string {
  return `mailbox-${tenant}`;
}

/**
 * One stream per mail: changes of two mails never wait for each other. Named with the tenant, as the read models
 * are: a mail id is the tenant's (seeded ids repeat across tenants), and a caller of another tenant naming it must
 * find an empty stream, not that tenant's mail.
 */
export function mailStream(tenant: string, id: string): string {
  return `mail-${tenant}-${id}`;
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

/** A label patch as the body gives it: what may change, and the label's read-only fields when echoed back. */
export interface MailLabelUpdate {
  title?: string;
  color?: MailLabelColor;
  id?: unknown;
  slug?: unknown;
}

export type MailboxCommand =
  /** Genesis: a tenant's mailbox with its settings, folders, filters and labels. */
  | { type: 'open'; settings: MailboxSettings; folders: Array<Omit<MailFolder, 'count'>>; filters: MailFilter[]; labels: MailLabel[] }
  /** The patch is merged into the current settings. */
  | { type: 'updateSettings'; patch: Partial<MailboxSettings> }
  | { type: 'createLabel'; id: string; title: string; color: MailLabelColor }
  | { type: 'updateLabel'; id: string; patch: MailLabelUpdate }
  | { type: 'deleteLabel'; id: string };

export interface MailboxState {
  settings: MailboxSettings;
  /** In creation order. */
  labels: readonly MailLabel[];
}

export const MailboxDecider: Decider<MailboxCommand, MailboxEvent, MailboxState> = {
  initialState: { settings: DEFAULT_MAILBOX_SETTINGS, labels: [] },

  decide(command, state) {
    switch (command.type) {
      case 'open':
        return [
          { type: MailboxEvents.settingsChanged, data: { settings: command.settings } },
          ...command.folders.map((folder): MailboxEvent => ({ type: MailboxEvents.folderCreated, data: { folder } })),
          ...command.filters.map((filter): MailboxEvent => ({ type: MailboxEvents.filterCreated, data: { filter } })),
          ...command.labels.map((label): MailboxEvent => ({ type: MailboxEvents.labelCreated, data: { label } })),
        ];
      case 'updateSettings': {
        // Nothing to record when nothing changes.
        const settings = { ...state.settings, ...definedFields(command.patch) };
        if (sameJson(settings, state.settings)) return [];
        return [{ type: MailboxEvents.settingsChanged, data: { settings } }];
      }
      case 'createLabel': {
        // The slug is made unique among the labels with -1, -2 ...
        const slug = uniqueSlug(mailLabelSlug(command.title), new Set(state.labels.map((l) => l.slug)));
        return [{ type: MailboxEvents.labelCreated, data: { label: { id: command.id, title: command.title, slug, color: command.color } } }];
      }
      case 'updateLabel': {
        // The slug is recomputed from the (new) title, unique among the other labels.
        const current = mustFind(state.labels, command.id);
        const patch = withoutEchoedReadOnly(command.patch, current, MAIL_LABEL_READ_ONLY_FIELDS, 'label');
        const title = patch.title ?? current.title;
        const others = new Set(state.labels.filter((l) => l.id !== current.id).map((l) => l.slug));
        const label: MailLabel = { ...current, title, color: patch.color ?? current.color, slug: uniqueSlug(mailLabelSlug(title), others) };
        if (sameJson(label, current)) return [];
        return [{ type: MailboxEvents.labelUpdated, data: { label } }];
      }
      case 'deleteLabel':
        mustFind(state.labels, command.id);
        // The projection strips the label from every mail.
        return [{ type: MailboxEvents.labelDeleted, data: { id: command.id } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case MailboxEvents.settingsChanged:
        return { ...state, settings: event.data.settings };
      case MailboxEvents.labelCreated:
        return { ...state, labels: [...state.labels, event.data.label] };
      case MailboxEvents.labelUpdated:
        return { ...state, labels: state.labels.map((l) => (l.id === event.data.label.id ? event.data.label : l)) };
      case MailboxEvents.labelDeleted:
        return { ...state, labels: state.labels.filter((l) => l.id !== event.data.id) };
      // Folders and filters are never changed; mails (on this stream before streams per mail) are the mail's decider's.
      case MailboxEvents.folderCreated:
      case MailboxEvents.filterCreated:
      case MailboxEvents.mailReceived:
      case MailboxEvents.mailUpdated:
      case MailboxEvents.mailCarriedOver:
        return state;
    }
  },
};

/** A mail patch as the body gives it: what may change, and the mail's read-only fields when echoed back. */
export type MailUpdate = MailChanges & Partial<Record<(typeof MAIL_READ_ONLY_FIELDS)[number], unknown>>;

export type MailCommand =
  /** Genesis: a mail arrives in the mailbox. */
  | { type: 'receive'; mail: Mail }
  /**
   * Only the fields that differ are recorded; content arrives sanitised. The folder and labels it names must exist:
   * `folderIds` and `labelIds` are the tenant's, looked up by the command handler.
   */
  | { type: 'update'; id: string; patch: MailUpdate; folderIds: ReadonlySet<string>; labelIds: ReadonlySet<string> };

/** The mail as it stands; null before it was received. */
export type MailState = Mail | null;

export const MailDecider: Decider<MailCommand, MailboxEvent, MailState> = {
  initialState: null,

  decide(command, mail) {
    switch (command.type) {
      case 'receive':
        return [{ type: MailboxEvents.mailReceived, data: { mail: command.mail } }];
      case 'update': {
        if (!mail || mail.id !== command.id) throw new NotFound();
        const answered = { ...mail, ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 };
        const patch: MailChanges = withoutEchoedReadOnly(command.patch, answered, MAIL_READ_ONLY_FIELDS, 'mail');
        if (patch.folder !== undefined && !command.folderIds.has(patch.folder)) {
          throw unknownReference('mail.folder', `Folder ${patch.folder} does not exist.`);
        }
        const missing = (patch.labels ?? []).find((labelId) => !command.labelIds.has(labelId));
        if (missing) throw unknownReference('mail.labels', `Label ${missing} does not exist.`);
        // Labels deleted meanwhile (on the mailbox stream) are gone from what the caller saw: compare without them.
        const seen: Mail = patch.labels ? { ...mail, labels: mail.labels.filter((id) => command.labelIds.has(id)) } : mail;
        const changes = differingFields(seen, patch.labels ? { ...patch, labels: [...new Set(patch.labels)] } : patch);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: MailboxEvents.mailUpdated, data: { id: mail.id, changes } }];
      }
    }
  },

  evolve(mail, event) {
    switch (event.type) {
      case MailboxEvents.mailReceived:
      case MailboxEvents.mailCarriedOver:
        return event.data.mail;
      case MailboxEvents.mailUpdated:
        return mail && { ...mail, ...event.data.changes };
      default:
        return mail;
    }
  },
};

function mustFind<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFound();
  return item;
}
