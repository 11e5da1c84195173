import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Contact, ContactTag, Country } from '@cis/contracts';
import type { ContactPatch, ContactTagInput, ContactTagPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { ContactsDecider, contactStream, contactTagStream, type AvatarFile, type ContactState } from './contacts.decider';
import { ContactsCollections } from './contacts.projection';

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'en');

/** Commands and queries of the tenant's address book. */
@Injectable()
export class ContactsService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  /** Newest first (the read model keeps insertion order), then by name: a stable sort keeps new ones first on ties. */
  async all(user: AuthUser): Promise<Contact[]> {
    const contacts = await this.rm.list<Contact>(user.tenant, ContactsCollections.contacts);
    return contacts.reverse().sort(byName);
  }

  async search(user: AuthUser, query: string | undefined): Promise<Contact[]> {
    const needle = (query ?? '').trim().toLowerCase();
    const contacts = await this.all(user);
    return needle ? contacts.filter((contact) => contact.name.toLowerCase().includes(needle)) : contacts;
  }

  async one(user: AuthUser, id: string): Promise<Contact> {
    const contact = await this.rm.get<Contact>(user.tenant, ContactsCollections.contacts, id);
    if (!contact) throw new NotFoundException();
    return contact;
  }

  async create(user: AuthUser): Promise<Contact> {
    const id = newId();
    await this.commands.execute({ stream: contactStream(id), actor: user, decide: () => ContactsDecider.create(id) });
    return this.one(user, id);
  }

  async update(user: AuthUser, id: string, patch: ContactPatch): Promise<Contact> {
    await this.commands.execute<ContactState>({
      stream: contactStream(id),
      actor: user,
      load: async (rm) => ({
        contact: await rm.get<Contact>(user.tenant, ContactsCollections.contacts, id),
        tagIds: new Set((await rm.list<ContactTag>(user.tenant, ContactsCollections.tags)).map((tag) => tag.id)),
        countryIsos: patch.phoneNumbers
          ? new Set((await rm.list<Country>(user.tenant, ContactsCollections.countries)).map((country) => country.iso))
          : new Set<string>(),
      }),
      decide: (state) => ContactsDecider.update(state, id, patch),
    });
    return this.one(user, id);
  }

  async delete(user: AuthUser, id: string): Promise<true> {
    await this.commands.execute({
      stream: contactStream(id),
      actor: user,
      load: (rm) => rm.get<Contact>(user.tenant, ContactsCollections.contacts, id),
      decide: (contact) => ContactsDecider.delete(contact, id),
    });
    return true;
  }

  async uploadAvatar(user: AuthUser, id: string, file: AvatarFile | undefined): Promise<Contact> {
    await this.commands.execute({
      stream: contactStream(id),
      actor: user,
      load: (rm) => rm.get<Contact>(user.tenant, ContactsCollections.contacts, id),
      decide: (contact) => ContactsDecider.uploadAvatar(contact, id, file),
    });
    return this.one(user, id);
  }

  /** Alphabetical by English name. */
  async countries(user: AuthUser): Promise<Country[]> {
    return (await this.rm.list<Country>(user.tenant, ContactsCollections.countries)).sort(byName);
  }

  /** Newest first; the seeded tags in the spec's order after them. */
  async tags(user: AuthUser): Promise<ContactTag[]> {
    return (await this.rm.list<ContactTag>(user.tenant, ContactsCollections.tags)).reverse();
  }

  async createTag(user: AuthUser, input: ContactTagInput): Promise<ContactTag> {
    const tag: ContactTag = { id: newId(), title: input.title };
    await this.commands.execute({ stream: contactTagStream(tag.id), actor: user, decide: () => ContactsDecider.createTag(tag) });
    return this.tag(user, tag.id);
  }

  async updateTag(user: AuthUser, id: string, patch: ContactTagPatch): Promise<ContactTag> {
    await this.commands.execute({
      stream: contactTagStream(id),
      actor: user,
      load: (rm) => rm.get<ContactTag>(user.tenant, ContactsCollections.tags, id),
      decide: (tag) => ContactsDecider.updateTag(tag, id, patch),
    });
    return this.tag(user, id);
  }

  async deleteTag(user: AuthUser, id: string): Promise<true> {
    await this.commands.execute({
      stream: contactTagStream(id),
      actor: user,
      load: (rm) => rm.get<ContactTag>(user.tenant, ContactsCollections.tags, id),
      decide: (tag) => ContactsDecider.deleteTag(tag, id),
    });
    return true;
  }

  private async tag(user: AuthUser, id: string): Promise<ContactTag> {
    const tag = await this.rm.get<ContactTag>(user.tenant, ContactsCollections.tags, id);
    if (!tag) throw new NotFoundException();
    return tag;
  }
}
