import { Injectable } from '@nestjs/common';
import {
  ContactsEvents, type Contact, type ContactTag, type ContactsEvent, type StoredOf,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** Read models of the contacts area, shared by every user of a tenant (no owner). */
export const ContactsCollections = {
  contacts: 'contacts',
  tags: 'contact-tags',
  countries: 'contact-countries',
} as const;

@ProjectionProvider()
@Injectable()
export class ContactsProjection implements Projection<ContactsEvent> {
  readonly name = 'contacts';
  readonly handles = Object.values(ContactsEvents);

  async apply(event: StoredOf<ContactsEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case ContactsEvents.countriesSeeded: {
        for (const country of event.data.countries) {
          await rm.put(ContactsCollections.countries, country.id, country);
        }
        return;
      }
      case ContactsEvents.contactCreated: {
        const { contact } = event.data;
        await rm.put(ContactsCollections.contacts, contact.id, contact);
        return;
      }
      case ContactsEvents.contactUpdated: {
        const { id, changes } = event.data;
        const contact = await rm.get<Contact>(ContactsCollections.contacts, id);
        if (!contact) return;
        const merged: Contact = { ...contact, ...changes };
        if (changes.tags) {
          // A tag deleted between the decision and this commit is not brought back.
          const known = new Set((await rm.list<ContactTag>(ContactsCollections.tags)).map((tag) => tag.id));
          merged.tags = changes.tags.filter((tagId) => known.has(tagId));
        }
        await rm.put(ContactsCollections.contacts, id, merged);
        return;
      }
      case ContactsEvents.avatarUploaded: {
        const { id, avatar } = event.data;
        const contact = await rm.get<Contact>(ContactsCollections.contacts, id);
        if (contact) await rm.put(ContactsCollections.contacts, id, { ...contact, avatar });
        return;
      }
      case ContactsEvents.contactDeleted: {
        await rm.delete(ContactsCollections.contacts, event.data.id);
        return;
      }
      case ContactsEvents.tagCreated: {
        const { tag } = event.data;
        await rm.put(ContactsCollections.tags, tag.id, tag);
        return;
      }
      case ContactsEvents.tagUpdated: {
        const { id, changes } = event.data;
        const tag = await rm.get<ContactTag>(ContactsCollections.tags, id);
        if (tag) await rm.put(ContactsCollections.tags, id, { ...tag, ...changes });
        return;
      }
      case ContactsEvents.contactCarriedOver:
      case ContactsEvents.tagCarriedOver:
        // The read model already holds it as carried: only its stream changed.
        return;
      case ContactsEvents.tagDeleted: {
        const { id } = event.data;
        await rm.delete(ContactsCollections.tags, id);
        // Cascade: the tag leaves every contact that carried it.
        for (const contact of await rm.list<Contact>(ContactsCollections.contacts)) {
          if (contact.tags.includes(id)) {
            await rm.put(ContactsCollections.contacts, contact.id, { ...contact, tags: contact.tags.filter((tagId) => tagId !== id) });
          }
        }
        return;
      }
    }
  }
}
