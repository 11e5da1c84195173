import { Injectable } from '@nestjs/common';
import type { TaxpayerCategory, TaxRuleRows } from '@cis/contracts';
import { TAX_DEMO_BANKS, TAX_DEMO_CLIENTS, TAX_RULE_SEED } from '@cis/fixtures';

/**
 * What the tax returns read from other areas, as small ports. Bound to the seed and the demo clients until the
 * master-data area (`MasterDataLookup`) and the client registry (`ClientsDirectory`) are merged; then only these
 * bindings change (tax-returns.module.ts).
 */

/** The effective-dated rule rows of every kind the computation reads. */
export abstract class TaxRuleRowsSource {
  abstract rows(tenant: string): Promise<TaxRuleRows>;
}

@Injectable()
export class SeedTaxRuleRows extends TaxRuleRowsSource {
  async rows(): Promise<TaxRuleRows> {
    return TAX_RULE_SEED;
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
export class DemoTaxBanks extends TaxBanks {
  async exists(_tenant: string, bankCode: string): Promise<boolean> {
    return (TAX_DEMO_BANKS as readonly string[]).includes(bankCode);
  }
}
