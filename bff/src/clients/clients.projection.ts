import { Injectable } from '@nestjs/common';
import {
  ClientEvents, type Client, type ClientDocument, type ClientEvent, type ClientHistoryEntry, type StoredOf,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { CLIENT_COLLECTIONS } from './clients.decider';
import type { ActingForDoc } from './clients.queries';

/**
 * Read models: 'clients' (one document per client, with its stream version), 'client-documents' (owner: the client),
 * 'client-history' (one entry per event, owner: the client) and 'client-acting-for' (per customer account, the
 * clients it acts for: what a customer's list and the tax returns area read).
 */
@ProjectionProvider()
@Injectable()
export class ClientsProjection implements Projection<ClientEvent> {
  readonly name = 'clients';
  readonly handles = [ClientEvents.registered, ClientEvents.updated, ClientEvents.documentAdded, ClientEvents.documentRetired];

  async apply(event: StoredOf<ClientEvent>, rm: ReadModelWriter): Promise<void> {
    // Every instance's search index compares this position with the one it was built at (ClientsQueries).
    await rm.put(CLIENT_COLLECTIONS.revision, 'clients', { position: event.position });
    switch (event.type) {
      case ClientEvents.registered: {
        const client = { ...event.data.client, version: event.version };
        await rm.put(CLIENT_COLLECTIONS.clients, client.id, client);
        await actingChanged(rm, client.id, [], client.actingAccountIds);
        const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = client;
        await history(rm, event, client.id, fields);
        return;
      }
      case ClientEvents.updated: {
        const { clientId, changes } = event.data;
        const client = await rm.get<Client>(CLIENT_COLLECTIONS.clients, clientId);
        if (!client) return;
        await rm.put(CLIENT_COLLECTIONS.clients, clientId, { ...client, ...changes, version: event.version });
        await actingChanged(rm, clientId, event.data.previousActingAccountIds, event.data.actingAccountIds);
        const { updatedAt: _updated, ...fields } = changes;
        await history(rm, event, clientId, fields);
        return;
      }
      case ClientEvents.documentAdded: {
        const { document } = event.data;
        await rm.put(CLIENT_COLLECTIONS.documents, document.id, document, { owner: document.clientId });
        await bumpVersion(rm, document.clientId, event.version);
        await history(rm, event, document.clientId, { document: { id: document.id, typeCode: document.typeCode, fileName: document.fileName } });
        return;
      }
      case ClientEvents.documentRetired: {
        const { clientId, documentId, retiredAt } = event.data;
        const document = await rm.get<ClientDocument>(CLIENT_COLLECTIONS.documents, documentId);
        if (document) await rm.put(CLIENT_COLLECTIONS.documents, documentId, { ...document, retired: true, retiredAt });
        await bumpVersion(rm, clientId, event.version);
        await history(rm, event, clientId, { retiredDocument: { id: documentId, typeCode: document?.typeCode ?? null, fileName: document?.fileName ?? null } });
        return;
      }
    }
  }
}

/** The client's version follows its stream, documents included: a PATCH carries the version last read. */
async function bumpVersion(rm: ReadModelWriter, clientId: string, version: number): Promise<void> {
  const client = await rm.get<Client>(CLIENT_COLLECTIONS.clients, clientId);
  if (client) await rm.put(CLIENT_COLLECTIONS.clients, clientId, { ...client, version });
}

async function history(rm: ReadModelWriter, event: StoredOf<ClientEvent>, clientId: string, changes: Record<string, unknown>): Promise<void> {
  const entry: ClientHistoryEntry = { position: event.position, at: event.at, by: event.userId, type: event.type, changes };
  await rm.put(CLIENT_COLLECTIONS.history, `${clientId}:${event.version}`, entry, { owner: clientId });
}

async function actingChanged(rm: ReadModelWriter, clientId: string, before: readonly string[], after: readonly string[]): Promise<void> {
  for (const accountId of new Set([...before, ...after])) {
    const doc = (await rm.get<ActingForDoc>(CLIENT_COLLECTIONS.actingFor, accountId)) ?? { accountId, clientIds: [] };
    const others = doc.clientIds.filter((id) => id !== clientId);
    const clientIds = after.includes(accountId) ? [...others, clientId] : others;
    if (clientIds.length === doc.clientIds.length && clientIds.every((id) => doc.clientIds.includes(id))) continue;
    await rm.put(CLIENT_COLLECTIONS.actingFor, accountId, { accountId, clientIds });
  }
}
