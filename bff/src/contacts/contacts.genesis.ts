import { Injectable } from '@nestjs/common';
import { CONTACTS, CONTACT_TAGS, COUNTRIES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import {
  CONTACT_COUNTRIES_STREAM, ContactCountriesDecider, ContactDecider, ContactTagDecider, contactStream, contactTagStream,
} from './contacts.decider';

/**
 * Countries, the seven tags, then the sixty contacts. Lists are shown newest first, so each list is appended in
 * reverse: the fixture order is what a user sees, and anything created later comes before it.
 */
@GenesisProvider()
@Injectable()
export class ContactsGenesis implements GenesisSource {
  readonly name = 'contacts';

  genesis(tenant: string): GenesisStream[] {
    return [
      { stream: CONTACT_COUNTRIES_STREAM, events: [...ContactCountriesDecider.decide({ type: 'seed', countries: COUNTRIES }, ContactCountriesDecider.initialState)] },
      ...[...CONTACT_TAGS].reverse().map((tag) => ({
        stream: contactTagStream(tenant, tag.id), events: [...ContactTagDecider.decide({ type: 'create', tag }, ContactTagDecider.initialState)],
      })),
      ...[...CONTACTS].reverse().map((contact) => ({
        stream: contactStream(tenant, contact.id), events: [...ContactDecider.decide({ type: 'create', contact }, ContactDecider.initialState)],
      })),
    ];
  }
}
