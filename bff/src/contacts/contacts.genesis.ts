import { Injectable } from '@nestjs/common';
import { CONTACTS, CONTACT_TAGS, COUNTRIES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { CONTACT_COUNTRIES_STREAM, ContactsDecider, contactStream, contactTagStream } from './contacts.decider';

/**
 * Countries, the seven tags, then the sixty contacts. Lists are shown newest first, so each list is appended in
 * reverse: the fixture order is what a user sees, and anything created later comes before it.
 */
@GenesisProvider()
@Injectable()
export class ContactsGenesis implements GenesisSource {
  readonly name = 'contacts';

  genesis(): GenesisStream[] {
    return [
      { stream: CONTACT_COUNTRIES_STREAM, events: ContactsDecider.seedCountries(COUNTRIES) },
      ...[...CONTACT_TAGS].reverse().map((tag) => ({ stream: contactTagStream(tag.id), events: ContactsDecider.createTag(tag) })),
      ...[...CONTACTS].reverse().map((contact) => ({ stream: contactStream(contact.id), events: ContactsDecider.create(contact.id, contact) })),
    ];
  }
}
