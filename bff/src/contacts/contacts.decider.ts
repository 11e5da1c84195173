import {
  CONTACT_READ_ONLY_FIELDS, NotFound, Refused, sameJson, unknownReference, withoutEchoedReadOnly,
  CONTACT_AVATAR_MAX_BYTES, ContactsEvents, NEW_CONTACT_NAME, type Contact, type ContactAvatarMimeType,
  type ContactAvatarUploadedData, type ContactChanges, type ContactCreatedData, type ContactDeletedData,
  type ContactTag, type ContactTagCreatedData, type ContactTagDeletedData, type ContactTagUpdatedData,
  type ContactUpdatedData, type ContactsCountriesSeededData, type Country, type NewEvent,
} from '@cis/contracts';
import type { ContactPatch, ContactTagPatch } from '@cis/contracts/dto';
import { sanitizeRichText } from '../platform/http/sanitize';

export const contactStream = (id: string): string => `contact-${id}`;
export const contactTagStream = (id: string): string => `contact-tag-${id}`;
export const CONTACT_COUNTRIES_STREAM = 'contact-countries';

/** What a contact command needs to know: the contact (if any), the tags that exist and the countries' iso codes. */
export interface ContactState {
  contact: Contact | undefined;
  tagIds: ReadonlySet<string>;
  countryIsos: ReadonlySet<string>;
}

export interface AvatarFile {
  buffer: Buffer;
  size: number;
}

/** Pure decisions of the contacts area: command + state -> events. Refusals are the domain errors of contracts. */
export const ContactsDecider = {
  seedCountries(countries: Country[]): NewEvent[] {
    return [{ type: ContactsEvents.countriesSeeded, data: { countries } satisfies ContactsCountriesSeededData }];
  },

  /** A seeded contact as is, or (without one) the blank 'New Contact' the POST call creates. */
  create(id: string, seed?: Contact): NewEvent[] {
    const contact: Contact = seed
      ? { ...seed, notes: seed.notes === null ? null : sanitizeRichText(seed.notes) }
      : {
          id, avatar: null, background: null, name: NEW_CONTACT_NAME, emails: [], phoneNumbers: [], title: '', company: '',
          birthday: null, address: null, notes: null, tags: [],
        };
    return [{ type: ContactsEvents.contactCreated, data: { contact } satisfies ContactCreatedData }];
  },

  update(state: ContactState, id: string, patch: ContactPatch): NewEvent[] {
    const contact = mustExist(state.contact);
    // The contact as answered may come back: its id unchanged is ignored, another id is refused naming it.
    const changes = definedFields(withoutEchoedReadOnly(patch, contact, CONTACT_READ_ONLY_FIELDS, 'contact')) as ContactChanges & Record<string, unknown>;
    if ('avatar' in changes) {
      // A new picture only comes through the upload (type and size checked there); here it may only be removed.
      if (changes.avatar === contact.avatar) delete changes.avatar;
      else if (changes.avatar !== null) {
        throw new Refused('invalid', 'avatar can only be removed (null) here; upload a new one with POST api/apps/contacts/avatar.', { field: 'contact.avatar' });
      }
    }
    if (changes.tags) {
      const unknown = changes.tags.filter((tagId) => !state.tagIds.has(tagId));
      if (unknown.length > 0) throw unknownReference('contact.tags', `Unknown contact tag id: ${unknown.join(', ')}`);
    }
    if (changes.emails) changes.emails = changes.emails.map(({ email, label }) => ({ email, label }));
    if (changes.phoneNumbers) {
      changes.phoneNumbers.forEach(({ country }, index) => {
        if (!state.countryIsos.has(country)) {
          const message = `Unknown country: ${country} is not an iso code of the country list.`;
          throw unknownReference(`contact.phoneNumbers.${index}.country`, message);
        }
      });
      changes.phoneNumbers = changes.phoneNumbers.map(({ country, phoneNumber, label }) => ({ country, phoneNumber, label }));
    }
    if (typeof changes.notes === 'string') changes.notes = sanitizeRichText(changes.notes);
    // What the caller sent back as it was is no change (a client PATCHing the whole contact records only its edit).
    for (const key of Object.keys(changes)) if (sameJson(changes[key], (contact as unknown as Record<string, unknown>)[key])) delete changes[key];
    if (Object.keys(changes).length === 0) return [];
    return [{ type: ContactsEvents.contactUpdated, data: { id, changes } satisfies ContactUpdatedData }];
  },

  delete(contact: Contact | undefined, id: string): NewEvent[] {
    mustExist(contact);
    return [{ type: ContactsEvents.contactDeleted, data: { id } satisfies ContactDeletedData }];
  },

  /** Images only (checked by their bytes, not the name or the declared type), at most 1 MiB; kept as a data URL. */
  uploadAvatar(contact: Contact | undefined, id: string, file: AvatarFile | undefined): NewEvent[] {
    mustExist(contact);
    if (!file || file.size === 0) throw new Refused('required', 'avatar: attach an image file in the "avatar" field.', { field: 'avatar' });
    if (file.size > CONTACT_AVATAR_MAX_BYTES) {
      throw new Refused('tooLarge', `avatar: the image is larger than ${CONTACT_AVATAR_MAX_BYTES / 1024 / 1024} MiB.`, { field: 'avatar' });
    }
    const mimeType = imageTypeOf(file.buffer);
    if (!mimeType) throw new Refused('imageType', 'avatar: only PNG, JPEG, GIF or WebP images are accepted.', { field: 'avatar' });
    const avatar = `data:${mimeType};base64,${file.buffer.toString('base64')}`;
    return [{ type: ContactsEvents.avatarUploaded, data: { id, mimeType, size: file.size, avatar } satisfies ContactAvatarUploadedData }];
  },

  createTag(tag: ContactTag): NewEvent[] {
    return [{ type: ContactsEvents.tagCreated, data: { tag: { id: tag.id, title: tag.title } } satisfies ContactTagCreatedData }];
  },

  updateTag(tag: ContactTag | undefined, id: string, patch: ContactTagPatch): NewEvent[] {
    const current = mustExist(tag);
    const changes = definedFields(withoutEchoedReadOnly(patch, current, CONTACT_READ_ONLY_FIELDS, 'tag')) as ContactTagUpdatedData['changes'];
    if (Object.keys(changes).length === 0) return [];
    return [{ type: ContactsEvents.tagUpdated, data: { id, changes } satisfies ContactTagUpdatedData }];
  },

  /** The projection of this event also takes the tag off every contact. */
  deleteTag(tag: ContactTag | undefined, id: string): NewEvent[] {
    mustExist(tag);
    return [{ type: ContactsEvents.tagDeleted, data: { id } satisfies ContactTagDeletedData }];
  },
};

function mustExist<T>(value: T | undefined): T {
  if (value === undefined) throw new NotFound();
  return value;
}

/** The fields the client sent (DTO instances may carry undefined for the rest). */
export function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The image type by its magic bytes; undefined for anything else (SVG, HTML, PDF ...). */
export function imageTypeOf(bytes: Buffer): ContactAvatarMimeType | undefined {
  const starts = (signature: number[], offset = 0): boolean =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
