import type { EventUnion } from '../platform/events';
/** Mailbox sample app (spec 001 s3 "Mailbox", s7 "Mailbox", s9). Shared by every user of a tenant. */

export interface MailContact {
  avatar: string | null;
  /** Display name and address, e.g. 'Sokha Chan <sokha.chan@cis.com.kh>'. */
  contact: string;
}

export interface MailAttachment {
  /** MIME type: image/jpeg, image/png or application/pdf in the samples. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  preview: string;
  downloadUrl: string;
}

export interface Mail {
  id: string;
  type: 'mail';
  from: MailContact;
  to: string;
  cc?: string[];
  bcc?: string[];
  /** ISO timestamp. */
  date: string;
  subject: string;
  /** Sanitised rich text (HTML). */
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** Folder id. A mail sits in exactly one folder. */
  folder: string;
  /** Label ids. */
  labels: string[];
}

/** A mail as the list call answers it. */
export interface MailListItem extends Mail {
  ccCount: number;
  bccCount: number;
}

export interface MailFolder {
  id: string;
  title: string;
  slug: string;
  icon: string;
  /** Computed on read: sent and trash 0; drafts and spam all their mails; other folders their unread mails. */
  count: number;
}

/** A filter names a boolean mail field that must be true. */
export type MailFilterFlag = 'starred' | 'important' | 'unread';
export const MAIL_FILTER_FLAGS: readonly MailFilterFlag[] = ['starred', 'important', 'unread'];

export interface MailFilter {
  id: string;
  title: string;
  slug: MailFilterFlag;
  icon: string;
}

export interface MailLabel {
  id: string;
  title: string;
  /** Derived from the title, unique among the labels (see mailLabelSlug). */
  slug: string;
  color: string;
}

export type MailMessageLayout = 'right' | 'full';
export const MAIL_MESSAGE_LAYOUTS: readonly MailMessageLayout[] = ['right', 'full'];

export interface MailboxSettings {
  /** Where an opened mail shows: beside the list ('right', the default) or instead of it ('full'). */
  messageLayout: MailMessageLayout;
  /** Show sender avatars (or initials) in the list. */
  showAvatars: boolean;
}

export const MAILS_PER_PAGE = 10;
export const MAIL_MIN_LAST_PAGE = 1;
export const MAIL_DEFAULT_PAGE = 1;

export interface MailPaginationFull {
  totalResults: number;
  resultsPerPage: number;
  /** One-based. */
  currentPage: number;
  lastPage: number;
  /** Zero-based index of the first mail of the page in the whole result. */
  startIndex: number;
  /** Zero-based index of the last mail of the page (startIndex - 1 when the result is empty). */
  endIndex: number;
}

/** Beyond the last page only lastPage is given. */
export interface MailPaginationPastEnd {
  lastPage: number;
}

export type MailListResponse =
  | { mails: MailListItem[]; pagination: MailPaginationFull }
  | { mails: null; pagination: MailPaginationPastEnd };

export const MailboxRoutes = {
  base: 'api/apps/mailbox',
  settings: 'api/apps/mailbox/settings',
  folders: 'api/apps/mailbox/folders',
  filters: 'api/apps/mailbox/filters',
  labels: 'api/apps/mailbox/labels',
  label: 'api/apps/mailbox/label',
  mails: 'api/apps/mailbox/mails',
  mail: 'api/apps/mailbox/mail',
} as const;

export const MailboxEvents = {
  settingsChanged: 'mailbox.settings-changed',
  folderCreated: 'mailbox.folder-created',
  filterCreated: 'mailbox.filter-created',
  labelCreated: 'mailbox.label-created',
  labelUpdated: 'mailbox.label-updated',
  labelDeleted: 'mailbox.label-deleted',
  mailReceived: 'mailbox.mail-received',
  mailUpdated: 'mailbox.mail-updated',
  /**
   * A mail received on the tenant's mailbox stream (before streams per mail) moved onto its own stream at its first
   * change: the mail as it stood. Nothing changes for anyone: not projected, not pushed.
   */
  mailCarriedOver: 'mailbox.mail-carried-over',
} as const;

/** The whole settings object after the merge. */
export interface MailboxSettingsChangedData { settings: MailboxSettings }
export interface MailFolderCreatedData { folder: Omit<MailFolder, 'count'> }
export interface MailFilterCreatedData { filter: MailFilter }
export interface MailLabelCreatedData { label: MailLabel }
/** The label after the change (slug already recomputed). */
export interface MailLabelUpdatedData { label: MailLabel }
/** The projection strips the id from every mail. */
export interface MailLabelDeletedData { id: string }
export interface MailReceivedData { mail: Mail }
export type MailChanges = Partial<Pick<Mail, 'subject' | 'content' | 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;
export interface MailUpdatedData { id: string; changes: MailChanges }
export interface MailCarriedOverData { mail: Mail }

/**
 * Every event of the mailbox: narrow on `type`, `data` follows. Pushed (genesis included) to every signed-in user of
 * the tenant. Folder counts are not pushed: they follow from the mails (refetch folders on mail events).
 */
export type MailboxEvent = EventUnion<{
  [MailboxEvents.settingsChanged]: MailboxSettingsChangedData;
  [MailboxEvents.folderCreated]: MailFolderCreatedData;
  [MailboxEvents.filterCreated]: MailFilterCreatedData;
  [MailboxEvents.labelCreated]: MailLabelCreatedData;
  [MailboxEvents.labelUpdated]: MailLabelUpdatedData;
  [MailboxEvents.labelDeleted]: MailLabelDeletedData;
  [MailboxEvents.mailReceived]: MailReceivedData;
  [MailboxEvents.mailUpdated]: MailUpdatedData;
  [MailboxEvents.mailCarriedOver]: MailCarriedOverData;
}>;

/** The fields of a mail (as GET mail and the list answer it) that a PATCH may echo back but not change. */
export const MAIL_READ_ONLY_FIELDS = ['id', 'type', 'from', 'to', 'cc', 'bcc', 'date', 'attachments', 'ccCount', 'bccCount'] as const;
/** The fields of a label that a PATCH may echo back but not change (the slug follows from the title). */
export const MAIL_LABEL_READ_ONLY_FIELDS = ['id', 'slug'] as const;


/** Colours a label may take (palette names the web maps to its theme). */
export const MAIL_LABEL_COLORS = [
  'gray', 'red', 'orange', 'amber', 'yellow', 'lime', 'green', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'purple', 'pink', 'rose',
] as const;
export type MailLabelColor = (typeof MAIL_LABEL_COLORS)[number];
export const MAIL_LABEL_DEFAULT_COLOR: MailLabelColor = 'gray';
