import { isEventOf, type EventUnion } from '../platform/events';

/** Messages and notifications: one per-user feed shape, two kinds (spec 000 s3, spec 001 "Common"). */
export type InboxKind = 'messages' | 'notifications';
export const INBOX_KINDS: InboxKind[] = ['messages', 'notifications'];

export interface InboxItem {
  id: string;
  icon: string | null;
  image: string | null;
  title: string;
  description: string;
  /**
   * Khmer twins of `title` and `description` (docs/decisions.md "The help center and the academy in Khmer"): sample
   * content seeded with both languages. Optional: items written before them, or typed in one language, have none
   * and read in English (`khmerOr`). A system item says what happened by `code` instead.
   */
  titleKm?: string;
  descriptionKm?: string;
  /** ISO timestamp. */
  time: string;
  read: boolean;
  seen: boolean;
  link: string | null;
  useRouter: boolean;
  /**
   * Written by the system (not typed by a person): what happened, as a code the web words in the reader's language
   * with `params` (title and description then hold the English wording, for other clients). Absent on typed items.
   */
  code?: InboxCode;
  params?: InboxParams;
}
export type Message = InboxItem;

/** The codes of the items the system writes; the web's inbox words each (`inbox.codes.<code>.title|description`). */
export const INBOX_CODES = {
  /** params: tranId, amount (whole riel). */
  topUpApproved: 'topUpApproved',
  /** params: tranId, amount (whole riel). */
  topUpDeclined: 'topUpDeclined',
  /** A return falls due with nothing filed. params: clientName, returnType (TaxReturnType), period, dueDate (yyyy-MM-dd). */
  taxReturnDue: 'taxReturnDue',
  /** The firm approved a return: the client's approval is awaited. params: clientName, returnType, period, amount (riel). */
  taxReturnApproved: 'taxReturnApproved',
  /** Filed with the tax authority. params: clientName, returnType, period, reference. */
  taxReturnFiled: 'taxReturnFiled',
  /** A payment of a return was recorded. params: clientName, returnType, period, amount (riel, this payment). */
  taxReturnPaid: 'taxReturnPaid',
  /** A return was cancelled. params: clientName, returnType, period. */
  taxReturnCancelled: 'taxReturnCancelled',
  /**
   * A card payment of a return arrived after the return's revision was already paid: credited to the payer's main
   * balance. params: clientName, returnType, period, amount (riel), tranId.
   */
  taxReturnCardCredited: 'taxReturnCardCredited',
} as const;
/** Parameters that are calendar days (yyyy-MM-dd): written in the reader's date pattern. */
export const INBOX_DAY_PARAMS = ['dueDate'] as const;
/** Parameters that are amounts in riel: written with the reader's digits and grouping. */
export const INBOX_RIEL_PARAMS = ['amount'] as const;
/** Parameters that are a tax return type: worded in the reader's language. */
export const INBOX_RETURN_TYPE_PARAMS = ['returnType'] as const;
export type InboxCode = (typeof INBOX_CODES)[keyof typeof INBOX_CODES];
/** Amounts stay numbers (formatted by the reader's locale), references strings. */
export type InboxParams = Record<string, string | number>;
export type Notification = InboxItem;

export const InboxRoutes = {
  base: (kind: InboxKind) => `api/common/${kind}`,
  markAllAsRead: (kind: InboxKind) => `api/common/${kind}/mark-all-as-read`,
  toggleReadStatus: (kind: InboxKind) => `api/common/${kind}/toggle-read-status`,
} as const;

export const InboxEvents = {
  created: 'inbox.item-created',
  updated: 'inbox.item-updated',
  deleted: 'inbox.item-deleted',
  allRead: 'inbox.all-read',
} as const;

/** Read-only fields of an item as answered: a PATCH may send them back unchanged (the round trip). */
export const INBOX_READ_ONLY_FIELDS = ['id'] as const;
/** In a toggle-read-status call every field of the item but `read` is read-only. */
export const INBOX_TOGGLE_READ_ONLY_FIELDS = ['icon', 'image', 'title', 'description', 'titleKm', 'descriptionKm', 'time', 'seen', 'link', 'useRouter'] as const;

export interface InboxItemCreatedData { kind: InboxKind; ownerId: string; item: InboxItem }
export interface InboxItemUpdatedData { kind: InboxKind; ownerId: string; id: string; changes: Partial<InboxItem> }
export interface InboxItemDeletedData { kind: InboxKind; ownerId: string; id: string }
export interface InboxAllReadData { kind: InboxKind; ownerId: string; ids: string[] }

/** Every event of the inbox area: narrow on `type`, `data` follows. */
export type InboxEvent = EventUnion<{
  [InboxEvents.created]: InboxItemCreatedData;
  [InboxEvents.updated]: InboxItemUpdatedData;
  [InboxEvents.deleted]: InboxItemDeletedData;
  [InboxEvents.allRead]: InboxAllReadData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<InboxEvent>`. */
export const isInboxEvent = isEventOf<InboxEvent>(Object.values(InboxEvents));
