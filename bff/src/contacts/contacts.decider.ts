import {
  CONTACT_AVATAR_MAX_BYTES, CONTACT_READ_ONLY_FIELDS, ContactsEvents, NEW_CONTACT_NAME, NotFound, Refused, differingFields,
  unknownReference, withoutEchoedReadOnly, type Contact, type ContactAvatarMimeType, type ContactChanges, type ContactTag,
  type ContactTagUpdatedData, type ContactsEvent, type Country,
} from '@cis/contracts';
import type { ContactPatch, ContactTagPatch } from '@cis/contracts/dto';
import type { Decider } from '../platform/command/decider';
import { definedFields } from '../platform/fields';
import { sanitizeRichText } from '../platform/http/sanitize';

/**
 * One stream per contact and one per tag: no rule spans the address book (the tags and countries a contact names are
 * looked up by the handler). Named with the tenant, as the read models are: an id is the tenant's. Contacts and tags
 * written before (on `contact-<id>`, `contact-tag-<id>`) move onto these streams at their first change (carried over).
 */
export const contactStream = (tenant: string, id: string): string => `contact-${tenant}-${id}`;
export const contactTagStream = (tenant: string, id: string): string => `contact-tag-${tenant}-${id}`;
/** The seeded country list: written once by genesis. */
export const CONTACT_COUNTRIES_STREAM = 'contact-countries';

export interface AvatarFile {
  buffer: Buffer;
  size: number;
}

/** The blank 'New Contact' of POST api/apps/contacts/contact. */
export function blankContact(id: string): Contact {
  return {
    id, avatar: null, background: null, name: NEW_CONTACT_NAME, emails: [], phoneNumbers: [], title: '', company: '',
    birthday: null, address: null, notes: null, tags: [],
  };
}

export type ContactCommand =
  /** A new contact (notes sanitised). */
  | { type: 'create'; contact: Contact }
  /**
   * The given fields replace the contact's; nothing is recorded when none differs. Tags must exist (`tagIds`) and
   * phone countries be iso codes of the country list (`countryIsos`), both looked up by the handler.
   */
  | { type: 'update'; id: string; patch: ContactPatch; tagIds: ReadonlySet<string>; countryIsos: ReadonlySet<string> }
  | { type: 'delete'; id: string }
  /** Images only (checked by their bytes), at most 1 MiB; kept as a data URL. */
  | { type: 'uploadAvatar'; id: string; file: AvatarFile | undefined };

/** The contact as it stands; null before it was created and after it was deleted. */
export type ContactState = Contact | null;

export const ContactDecider: Decider<ContactCommand, ContactsEvent, ContactState> = {
  initialState: null,

  decide(command, state) {
    switch (command.type) {
      case 'create': {
        const { contact } = command;
        return [{ type: ContactsEvents.contactCreated, data: { contact: { ...contact, notes: contact.notes === null ? null : sanitizeRichText(contact.notes) } } }];
      }
      case 'update':
        return decideUpdate(mustExist(state), command);
      case 'delete':
        return [{ type: ContactsEvents.contactDeleted, data: { id: mustExist(state).id } }];
      case 'uploadAvatar': {
        const { id } = mustExist(state);
        const { file } = command;
        if (!file || file.size === 0) throw new Refused('required', 'avatar: attach an image file in the "avatar" field.', { field: 'avatar' });
        if (file.size > CONTACT_AVATAR_MAX_BYTES) {
          throw new Refused('tooLarge', `avatar: the image is larger than ${CONTACT_AVATAR_MAX_BYTES / 1024 / 1024} MiB.`, { field: 'avatar' });
        }
        const mimeType = imageTypeOf(file.buffer);
        if (!mimeType) throw new Refused('imageType', 'avatar: only PNG, JPEG, GIF or WebP images are accepted.', { field: 'avatar' });
        const avatar = `data:${mimeType};base64,${file.buffer.toString('base64')}`;
        return [{ type: ContactsEvents.avatarUploaded, data: { id, mimeType, size: file.size, avatar } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case ContactsEvents.contactCreated:
      case ContactsEvents.contactCarriedOver:
        return event.data.contact;
      case ContactsEvents.contactUpdated:
        return state && { ...state, ...event.data.changes };
      case ContactsEvents.avatarUploaded:
        return state && { ...state, avatar: event.data.avatar };
      case ContactsEvents.contactDeleted:
        return null;
      default:
        return state;
    }
  },
};

function decideUpdate(contact: Contact, command: Extract<ContactCommand, { type: 'update' }>): ContactsEvent[] {
  // The contact as answered may come back: its id unchanged is ignored, another id is refused naming it.
  const changes: ContactChanges = definedFields(withoutEchoedReadOnly(command.patch, contact, CONTACT_READ_ONLY_FIELDS, 'contact'));
  if ('avatar' in changes) {
    // A new picture only comes through the upload (type and size checked there); here it may only be removed.
    if (changes.avatar === contact.avatar) delete changes.avatar;
    else if (changes.avatar !== null) {
      throw new Refused('invalid', 'avatar can only be removed (null) here; upload a new one with POST api/apps/contacts/avatar.', { field: 'contact.avatar' });
    }
  }
  if (changes.tags) {
    const unknown = changes.tags.filter((tagId) => !command.tagIds.has(tagId));
    if (unknown.length > 0) throw unknownReference('contact.tags', `Unknown contact tag id: ${unknown.join(', ')}`);
  }
  if (changes.emails) changes.emails = changes.emails.map(({ email, label }) => ({ email, label }));
  if (changes.phoneNumbers) {
    changes.phoneNumbers.forEach(({ country }, index) => {
      if (!command.countryIsos.has(country)) {
        throw unknownReference(`contact.phoneNumbers.${index}.country`, `Unknown country: ${country} is not an iso code of the country list.`);
      }
    });
    changes.phoneNumbers = changes.phoneNumbers.map(({ country, phoneNumber, label }) => ({ country, phoneNumber, label }));
  }
  if (typeof changes.notes === 'string') changes.notes = sanitizeRichText(changes.notes);
  // What the caller sent back as it was is no change (a client PATCHing the whole contact records only its edit).
  const differing = differingFields(contact, changes);
  if (Object.keys(differing).length === 0) return [];
  return [{ type: ContactsEvents.contactUpdated, data: { id: contact.id, changes: differing } }];
}

export type ContactTagCommand =
  | { type: 'create'; tag: ContactTag }
  | { type: 'update'; id: string; patch: ContactTagPatch }
  /** The projection also takes the tag off every contact. */
  | { type: 'delete'; id: string };

/** The tag as it stands; null before it was created and after it was deleted. */
export type ContactTagState = ContactTag | null;

export const ContactTagDecider: Decider<ContactTagCommand, ContactsEvent, ContactTagState> = {
  initialState: null,

  decide(command, state) {
    switch (command.type) {
      case 'create':
        return [{ type: ContactsEvents.tagCreated, data: { tag: { id: command.tag.id, title: command.tag.title } } }];
      case 'update': {
        const tag = mustExist(state);
        const changes: ContactTagUpdatedData['changes'] = definedFields(withoutEchoedReadOnly(command.patch, tag, CONTACT_READ_ONLY_FIELDS, 'tag'));
        if (Object.keys(changes).length === 0) return [];
        return [{ type: ContactsEvents.tagUpdated, data: { id: tag.id, changes } }];
      }
      case 'delete':
        return [{ type: ContactsEvents.tagDeleted, data: { id: mustExist(state).id } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case ContactsEvents.tagCreated:
      case ContactsEvents.tagCarriedOver:
        return event.data.tag;
      case ContactsEvents.tagUpdated:
        return state && { ...state, ...event.data.changes };
      case ContactsEvents.tagDeleted:
        return null;
      default:
        return state;
    }
  },
};

export type CountriesCommand = { type: 'seed'; countries: Country[] };

/** The country list is seeded once. */
export const ContactCountriesDecider: Decider<CountriesCommand, ContactsEvent, { seeded: boolean }> = {
  initialState: { seeded: false },
  decide: (command, state) => (state.seeded ? [] : [{ type: ContactsEvents.countriesSeeded, data: { countries: command.countries } }]),
  evolve: (state, event) => (event.type === ContactsEvents.countriesSeeded ? { seeded: true } : state),
};

function mustExist<T>(value: T | null): T {
  if (value === null) throw new NotFound();
  return value;
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
