import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { deriveCategory, ruleSetFor, type ClientDocument, type ClientEvent, type ClientTinEvent } from '@cis/contracts';
import { clientFixtures, stableId } from '@cis/fixtures';
import { fold } from '../platform/command/decider';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { CLIENT_REFERENCES, type ClientReferences } from './client-references';
import { ClientDecider, ClientTinDecider, clientStream, clientTinsStream } from './clients.decider';

/** The demo registry was set up on this day (fixed: every genesis gives the same log). */
const SEEDED_AT = '2026-01-05T08:00:00.000Z';

/**
 * The ~40 demo clients, each through the decider: registered, then its documents added (their files stored first,
 * in the store's blob table), and the tenant's TIN claims on their own stream.
 */
@GenesisProvider()
@Injectable()
export class ClientsGenesis implements GenesisSource {
  readonly name = 'clients';
  /** After master data: the category is derived from its threshold rows. */
  readonly order = 200;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLIENT_REFERENCES) private readonly references: ClientReferences,
  ) {}

  async genesis(tenant: string): Promise<GenesisStream[]> {
    const rules = ruleSetFor(await this.references.taxRuleRows(tenant), SEEDED_AT.slice(0, 10), ['threshold']);
    const streams: GenesisStream[] = [];
    const tins: ClientTinEvent[] = [];
    for (const fixture of clientFixtures()) {
      const { id: clientId, profile } = fixture;
      tins.push(...ClientTinDecider.decide({ type: 'claim', tin: profile.tin, clientId }, fold(ClientTinDecider, tins)));
      const derivedCategory = deriveCategory(profile, rules).category;
      const events: ClientEvent[] = [...ClientDecider.decide(
        { type: 'register', clientId, profile, derivedCategory, problems: [], now: SEEDED_AT }, ClientDecider.initialState,
      )];
      for (const [n, file] of fixture.documents.entries()) {
        const sha256 = createHash('sha256').update(new Uint8Array(file.content)).digest('hex');
        await this.store.putBlob(tenant, { sha256, contentType: file.contentType, content: file.content });
        const document: ClientDocument = {
          id: stableId(`${clientId}-document-${n}`), clientId, typeCode: file.typeCode, fileName: file.fileName, contentType: file.contentType,
          size: file.content.length, sha256, uploadedAt: SEEDED_AT, uploadedBy: null, retired: false, retiredAt: null,
        };
        events.push(...ClientDecider.decide({ type: 'addDocument', clientId, document, problems: [], now: SEEDED_AT }, fold(ClientDecider, events)));
      }
      streams.push({ stream: clientStream(tenant, clientId), events });
    }
    streams.push({ stream: clientTinsStream(tenant), events: tins });
    return streams;
  }
}
