import { Inject, Injectable } from '@nestjs/common';
import { COMPANY_LOGO, NotFound } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore, type StoredBlob } from '../platform/event-store/event-store.port';
import { MasterDataLookup } from '../master-data/master-data.index';

/**
 * The firm's logo as any BFF module reads it (the return PDFs): the company profile row `firm`, field `logo` (a
 * SHA-256), and the blob of that key. Undefined when no logo was uploaded.
 */
@Injectable()
export class CompanyLogoReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly lookup: MasterDataLookup) {}

  async logo(tenant: string): Promise<StoredBlob | undefined> {
    const row = await this.lookup.get(tenant, 'company-profile', COMPANY_LOGO.firmCode);
    const key = row?.logo;
    if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key)) return undefined;
    return this.store.readBlob(tenant, key);
  }
}

@Injectable()
export class OrganizationQueries {
  constructor(private readonly reader: CompanyLogoReader) {}

  async logo(user: AuthUser): Promise<StoredBlob> {
    const blob = await this.reader.logo(user.tenant);
    if (!blob) throw new NotFound('The firm has no logo yet.');
    return blob;
  }
}
