import { Inject, Injectable } from '@nestjs/common';
import type { Client, ClientStatus, TaxpayerCategory } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { CLIENT_COLLECTIONS } from './clients.decider';
import type { ActingForDoc } from './clients.queries';

/** What another area (tax returns) needs to know of a client. */
export interface ClientDirectoryEntry {
  id: string;
  tin: string;
  nameKh: string;
  nameEn: string;
  category: TaxpayerCategory;
  status: ClientStatus;
  preparerId: string | null;
  actingAccountIds: string[];
}

/**
 * The registry as other areas look it up, from its read models (no access check: the calling area applies its own
 * rules, e.g. a customer sees the returns of clientIdsActedForBy(itself)). Exported by ClientsModule; inject it.
 */
@Injectable()
export class ClientsDirectory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async get(tenant: string, clientId: string): Promise<ClientDirectoryEntry | undefined> {
    const client = await this.store.readModels.get<Client>(tenant, CLIENT_COLLECTIONS.clients, clientId);
    if (!client) return undefined;
    const { id, tin, nameKh, nameEn, category, status, preparerId, actingAccountIds } = client;
    return { id, tin, nameKh, nameEn, category, status, preparerId, actingAccountIds };
  }

  /** The clients a (customer) account acts for; [] for any other account. */
  async clientIdsActedForBy(tenant: string, accountId: string): Promise<string[]> {
    return (await this.store.readModels.get<ActingForDoc>(tenant, CLIENT_COLLECTIONS.actingFor, accountId))?.clientIds ?? [];
  }
}
