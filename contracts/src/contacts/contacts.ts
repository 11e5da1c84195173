import type { EventUnion } from '../platform/events';
import type { PushOf, PushPayloads } from '../platform/socket';
/** Contacts: address book with tags and a country list for phone numbers (spec 001 s3 "Contacts", s7). */

export interface ContactEmail {
  email: string;
  /** Labels seen: Personal, Work. */
  label: string;
}

export interface ContactPhoneNumber {
  /** Country iso code, lowercase (matches Country.iso). */
  country: string;
  phoneNumber: string;
  /** Labels seen: Mobile, Work, Home. */
  label: string;
}

export interface Contact {
  id: string;
  /** Asset path or an embedded data URL (after an upload); null when none. */
  avatar: string | null;
  /** Background image path or null. */
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  /** Job title; may be absent on seeded contacts. */
  title?: string;
  company: string;
  /** ISO timestamp; sample birthdays are at 12:00 UTC. */
  birthday: string | null;
  address: string | null;
  /** Sanitised HTML. */
  notes: string | null;
  /** ContactTag ids. */
  tags: string[];
}

export interface ContactTag {
  id: string;
  title: string;
}

export interface Country {
  id: string;
  /** ISO 3166-1 alpha-2, lowercase (kh). */
  iso: string;
  /** English short name. */
  name: string;
  /** Dial code with plus (+855). */
  code: string;
  /** CSS background-position of the country's flag in the flag sprite (see FLAG_SPRITE). */
  flagImagePos: string;
}

/**
 * Flag sprite layout: one column, countries in alphabetical order of iso code, each flag `rowHeight` px high,
 * starting `offsetY` px from the top and `offsetX` px from the left. flagImagePos = `-{offsetX}px -{offsetY + i*rowHeight}px`.
 */
export const FLAG_SPRITE = { offsetX: 1, offsetY: 1, rowHeight: 12 } as const;

export function flagImagePos(alphabeticalIndex: number): string {
  return `-${FLAG_SPRITE.offsetX}px -${FLAG_SPRITE.offsetY + alphabeticalIndex * FLAG_SPRITE.rowHeight}px`;
}

export const NEW_CONTACT_NAME = 'New Contact';
export const CONTACT_EMAIL_LABELS = ['Personal', 'Work'] as const;
export const CONTACT_PHONE_LABELS = ['Mobile', 'Work', 'Home'] as const;

/** Avatar upload rules: images only, at most 1 MiB, stored on the contact as a data URL. */
export const CONTACT_AVATAR_MAX_BYTES = 1024 * 1024;
export const CONTACT_AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ContactAvatarMimeType = (typeof CONTACT_AVATAR_MIME_TYPES)[number];
/** Multipart field names of POST api/apps/contacts/avatar. */
export const CONTACT_AVATAR_FIELDS = { id: 'id', file: 'avatar' } as const;

export const ContactsRoutes = {
  all: 'api/apps/contacts/all',
  search: 'api/apps/contacts/search',
  contact: 'api/apps/contacts/contact',
  countries: 'api/apps/contacts/countries',
  tags: 'api/apps/contacts/tags',
  tag: 'api/apps/contacts/tag',
  avatar: 'api/apps/contacts/avatar',
} as const;

/** Read-only fields of a contact or a tag as answered: a PATCH may send them back unchanged (the round trip). */
export const CONTACT_READ_ONLY_FIELDS = ['id'] as const;

export const ContactsEvents = {
  countriesSeeded: 'contacts.countries-seeded',
  contactCreated: 'contacts.contact-created',
  contactUpdated: 'contacts.contact-updated',
  contactDeleted: 'contacts.contact-deleted',
  avatarUploaded: 'contacts.avatar-uploaded',
  tagCreated: 'contacts.tag-created',
  tagUpdated: 'contacts.tag-updated',
  tagDeleted: 'contacts.tag-deleted',
  /**
   * A contact or a tag of a stream without the tenant in its name (before issue 11) moved onto its tenant's stream at
   * its first change, as it stood. Nothing changes for anyone: not projected, not pushed.
   */
  contactCarriedOver: 'contacts.contact-carried-over',
  tagCarriedOver: 'contacts.tag-carried-over',
} as const;

/** Editable fields of a contact (PATCH body `contact`). The avatar changes through the upload, or to null. */
export type ContactChanges = Partial<Omit<Contact, 'id'>>;

export interface ContactsCountriesSeededData { countries: Country[] }
export interface ContactCreatedData { contact: Contact }
export interface ContactUpdatedData { id: string; changes: ContactChanges }
export interface ContactDeletedData { id: string }
export interface ContactAvatarUploadedData { id: string; mimeType: ContactAvatarMimeType; size: number; avatar: string }
export interface ContactTagCreatedData { tag: ContactTag }
export interface ContactTagUpdatedData { id: string; changes: Partial<Omit<ContactTag, 'id'>> }
/** Projection also removes the tag id from every contact. */
export interface ContactTagDeletedData { id: string }

/**
 * Live pushes of the address book: every event above (genesis included) goes to the room `tenant:<tenant>`, so every
 * signed-in user of the tenant receives it, as socket.io event `event` (SocketEvents.event) carrying a StoredEvent
 * whose `type` is the event name and `data` the payload below. Deleting a tag: apply the cascade yourself (drop the id from every contact) or refetch.
 */
export type ContactsPushPayloads = PushPayloads<typeof ContactsEvents, {
  countriesSeeded: ContactsCountriesSeededData;
  contactCreated: ContactCreatedData;
  contactUpdated: ContactUpdatedData;
  contactDeleted: ContactDeletedData;
  avatarUploaded: ContactAvatarUploadedData;
  tagCreated: ContactTagCreatedData;
  tagUpdated: ContactTagUpdatedData;
  tagDeleted: ContactTagDeletedData;
  contactCarriedOver: ContactCreatedData;
  tagCarriedOver: ContactTagCreatedData;
}>;
export type ContactsPush = PushOf<ContactsPushPayloads>;

/** Every event of the contacts: narrow on `type`. One stream per contact and per tag; the country list on its own. */
export type ContactsEvent = EventUnion<{
  [ContactsEvents.countriesSeeded]: ContactsCountriesSeededData;
  [ContactsEvents.contactCreated]: ContactCreatedData;
  [ContactsEvents.contactUpdated]: ContactUpdatedData;
  [ContactsEvents.contactDeleted]: ContactDeletedData;
  [ContactsEvents.avatarUploaded]: ContactAvatarUploadedData;
  [ContactsEvents.tagCreated]: ContactTagCreatedData;
  [ContactsEvents.tagUpdated]: ContactTagUpdatedData;
  [ContactsEvents.tagDeleted]: ContactTagDeletedData;
  [ContactsEvents.contactCarriedOver]: ContactCreatedData;
  [ContactsEvents.tagCarriedOver]: ContactTagCreatedData;
}>;
