import { Inject, Injectable } from '@nestjs/common';
import { ContactsEvents, type Contact, type ContactTag, type ContactsEvent, type Country } from '@cis/contracts';
import type { ContactPatch, ContactTagInput, ContactTagPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import {
  ContactDecider, ContactTagDecider, blankContact, contactStream, contactTagStream, type AvatarFile, type ContactCommand,
  type ContactTagCommand,
} from './contacts.decider';
import { ContactsCollections as C } from './contacts.projection';
import { ContactsQueries } from './contacts.queries';

/** The address book's commands: what a decision needs from outside its stream is looked up here. */
@Injectable()
export class ContactsCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: ContactsQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async create(user: AuthUser): Promise<Contact> {
    const contact = blankContact(newId());
    await this.onContact(user, contact.id, { type: 'create', contact });
    return this.queries.one(user, contact.id);
  }

  async update(user: AuthUser, id: string, patch: ContactPatch): Promise<Contact> {
    const [tags, countries] = await Promise.all([
      patch.tags ? this.store.readModels.list<ContactTag>(user.tenant, C.tags) : [],
      patch.phoneNumbers ? this.store.readModels.list<Country>(user.tenant, C.countries) : [],
    ]);
    await this.onContact(user, id, {
      type: 'update', id, patch, tagIds: new Set(tags.map((tag) => tag.id)), countryIsos: new Set(countries.map((country) => country.iso)),
    });
    return this.queries.one(user, id);
  }

  async delete(user: AuthUser, id: string): Promise<true> {
    await this.onContact(user, id, { type: 'delete', id });
    return true;
  }

  async uploadAvatar(user: AuthUser, id: string, file: AvatarFile | undefined): Promise<Contact> {
    await this.onContact(user, id, { type: 'uploadAvatar', id, file });
    return this.queries.one(user, id);
  }

  async createTag(user: AuthUser, input: ContactTagInput): Promise<ContactTag> {
    const tag: ContactTag = { id: newId(), title: input.title };
    await this.onTag(user, tag.id, { type: 'create', tag });
    return this.queries.tag(user, tag.id);
  }

  async updateTag(user: AuthUser, id: string, patch: ContactTagPatch): Promise<ContactTag> {
    await this.onTag(user, id, { type: 'update', id, patch });
    return this.queries.tag(user, id);
  }

  async deleteTag(user: AuthUser, id: string): Promise<true> {
    await this.onTag(user, id, { type: 'delete', id });
    return true;
  }

  private onContact(user: AuthUser, id: string, command: ContactCommand) {
    return this.commands.handle({
      decider: ContactDecider, stream: contactStream(user.tenant, id), actor: user, command,
      // A contact of the streams without the tenant (before issue 11) is carried over at its first change.
      carryOver: command.type === 'create' ? undefined : async (): Promise<ContactsEvent[]> => {
        const contact = await this.store.readModels.get<Contact>(user.tenant, C.contacts, id);
        return contact ? [{ type: ContactsEvents.contactCarriedOver, data: { contact } }] : [];
      },
    });
  }

  private onTag(user: AuthUser, id: string, command: ContactTagCommand) {
    return this.commands.handle({
      decider: ContactTagDecider, stream: contactTagStream(user.tenant, id), actor: user, command,
      carryOver: command.type === 'create' ? undefined : async (): Promise<ContactsEvent[]> => {
        const tag = await this.store.readModels.get<ContactTag>(user.tenant, C.tags, id);
        return tag ? [{ type: ContactsEvents.tagCarriedOver, data: { tag } }] : [];
      },
    });
  }
}
