import { Injectable } from '@nestjs/common';
import type { TaxpayerCategory, TaxRuleRows } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { MasterDataLookup } from '../master-data/master-data.index';

/**
 * What the tax returns read from other areas, as small ports: the rule rows and banks from master data
 * (`MasterDataLookup`), the clients from the demo clients until the client registry (`ClientsDirectory`) is merged;
 * then only the binding changes (tax-returns.module.ts).
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

@Injectable()
export class DemoTaxClients extends TaxClientsDirectory {
  async get(_tenant: string, clientId: string): Promise<TaxClient | undefined> {
    return TAX_DEMO_CLIENTS.find((client) => client.id === clientId);
  }
  async clientIdsActedForBy(_tenant: string, userId: string): Promise<string[]> {
    return TAX_DEMO_CLIENTS.filter((client) => client.actingAccountIds.includes(userId)).map((client) => client.id);
  }
  async all(): Promise<TaxClient[]> {
    return TAX_DEMO_CLIENTS;
  }
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
