import { Inject, Injectable } from '@nestjs/common';
import { NotFound, type Contact, type ContactTag, type Country } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ContactsCollections } from './contacts.projection';

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'en');

/** The tenant's address book, from its read models only. */
@Injectable()
export class ContactsQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Newest first (the read model keeps insertion order), then by name: a stable sort keeps new ones first on ties. */
  async all(user: AuthUser): Promise<Contact[]> {
    const contacts = await this.store.readModels.list<Contact>(user.tenant, ContactsCollections.contacts);
    return contacts.reverse().sort(byName);
  }

  async search(user: AuthUser, query: string | undefined): Promise<Contact[]> {
    const needle = (query ?? '').trim().toLowerCase();
    const contacts = await this.all(user);
    return needle ? contacts.filter((contact) => contact.name.toLowerCase().includes(needle)) : contacts;
  }

  async one(user: AuthUser, id: string): Promise<Contact> {
    const contact = await this.store.readModels.get<Contact>(user.tenant, ContactsCollections.contacts, id);
    if (!contact) throw new NotFound();
    return contact;
  }

  /** Alphabetical by English name. */
  async countries(user: AuthUser): Promise<Country[]> {
    return (await this.store.readModels.list<Country>(user.tenant, ContactsCollections.countries)).sort(byName);
  }

  /** Newest first; the seeded tags in the spec's order after them. */
  async tags(user: AuthUser): Promise<ContactTag[]> {
    return (await this.store.readModels.list<ContactTag>(user.tenant, ContactsCollections.tags)).reverse();
  }

  async tag(user: AuthUser, id: string): Promise<ContactTag> {
    const tag = await this.store.readModels.get<ContactTag>(user.tenant, ContactsCollections.tags, id);
    if (!tag) throw new NotFound();
    return tag;
  }
}
