import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { COMPANY_LOGO, PayloadTooLarge, Refused, sniffLogoType, type CompanyLogo } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MasterDataCommands } from '../master-data/master-data.commands';

/**
 * The firm's logo: the bytes go to the store's blobs (content-addressed, never deleted), then the company profile row
 * names them through the generic master-data update (its event, its history, its push): one source of truth.
 */
@Injectable()
export class OrganizationCommands {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly masterData: MasterDataCommands) {}

  async uploadLogo(user: AuthUser, contentBase64: string): Promise<CompanyLogo> {
    const content = Buffer.from(contentBase64, 'base64');
    if (content.length > COMPANY_LOGO.maxBytes) {
      throw new PayloadTooLarge('logoTooLarge', `The logo is larger than ${COMPANY_LOGO.maxBytes / 1024} KiB.`, { max: COMPANY_LOGO.maxBytes, field: 'contentBase64' });
    }
    const bytes = new Uint8Array(content.buffer, content.byteOffset, content.length);
    const contentType = sniffLogoType(bytes);
    if (!contentType) throw new Refused('logoType', 'The logo must be a PNG or JPEG image.', { field: 'contentBase64' });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.store.putBlob(user.tenant, { sha256, contentType, content });
    await this.masterData.update(user, 'company-profile', COMPANY_LOGO.firmCode, { logo: sha256 });
    return { sha256, contentType, bytes: content.length };
  }
}
