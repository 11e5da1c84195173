import { Inject, Injectable } from '@nestjs/common';
import type { Client, TaxpayerCategory, TaxRuleRows } from '@cis/contracts';
import { CLIENT_COLLECTIONS } from '../clients/clients.decider';
import { ClientsDirectory } from '../clients/clients.directory';
import { MasterDataLookup } from '../master-data/master-data.index';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';

/**
 * What the tax returns read from other areas, as small ports: the rule rows and banks from master data
 * (`MasterDataLookup`), the clients from the registry (`ClientsDirectory`). The ports keep the decisions' needs
 * small and let a test bind its own.
 */

/** The effective-dated rule rows of every kind the computation reads. */
export abstract class TaxRuleRowsSource {
  abstract rows(tenant: string): Promise<TaxRuleRows>;
}

@Injectable()
export class MasterDataTaxRuleRows extends TaxRuleRowsSource {
  constructor(private readonly masterData: MasterDataLookup) {
    super();
  }
  rows(tenant: string): Promise<TaxRuleRows> {
    return this.masterData.taxRuleRows(tenant);
  }
}

/** A taxpayer as the returns need it. */
export interface TaxClient {
  id: string;
  name: string;
  /** The Khmer name (the registry's nameKh). */
  nameKh?: string;
  tin: string;
  category: TaxpayerCategory;
  /** The staff member who prepares its returns (the work queue's "returned to me"). */
  preparerId: string | null;
  /** Customer accounts (user ids) acting for the client: they see its returns, approve and pay them. */
  actingAccountIds: string[];
}

export abstract class TaxClientsDirectory {
  abstract get(tenant: string, clientId: string): Promise<TaxClient | undefined>;
  abstract clientIdsActedForBy(tenant: string, userId: string): Promise<string[]>;
  abstract all(tenant: string): Promise<TaxClient[]>;
}

/** The client registry (ClientsDirectory) as the returns read it. */
@Injectable()
export class RegistryTaxClients extends TaxClientsDirectory {
  constructor(private readonly registry: ClientsDirectory, @Inject(EVENT_STORE) private readonly store: EventStore) {
    super();
  }
  async get(tenant: string, clientId: string): Promise<TaxClient | undefined> {
    const client = await this.registry.get(tenant, clientId);
    return client && toTaxClient(client);
  }
  clientIdsActedForBy(tenant: string, userId: string): Promise<string[]> {
    return this.registry.clientIdsActedForBy(tenant, userId);
  }
  /** Active clients (reminders). The directory has no list: the registry's read model, read-only. */
  async all(tenant: string): Promise<TaxClient[]> {
    const clients = await this.store.readModels.list<Client>(tenant, CLIENT_COLLECTIONS.clients);
    return clients.filter((client) => client.status === 'active').map(toTaxClient);
  }
}

function toTaxClient(client: Pick<Client, 'id' | 'nameEn' | 'nameKh' | 'tin' | 'category' | 'preparerId' | 'actingAccountIds'>): TaxClient {
  return {
    id: client.id, name: client.nameEn, nameKh: client.nameKh, tin: client.tin, category: client.category, preparerId: client.preparerId,
    actingAccountIds: client.actingAccountIds,
  };
}

/** The banks a bank payment may name (master data). */
export abstract class TaxBanks {
  abstract exists(tenant: string, bankCode: string): Promise<boolean>;
}

@Injectable()
export class MasterDataTaxBanks extends TaxBanks {
  constructor(private readonly masterData: MasterDataLookup) {
    super();
  }
  exists(tenant: string, bankCode: string): Promise<boolean> {
    return this.masterData.exists(tenant, 'bank', bankCode);
  }
}
