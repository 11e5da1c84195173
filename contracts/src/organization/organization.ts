import { masterDataWriteRule } from '../master-data/master-data';
import { EVERY_SIGNED_IN } from '../auth/app-access';
import type { AccessRule } from '../auth/permissions';
import { COMPANY_LOGO } from '../master-data/master-data.kinds';

/**
 * Administration (issue 14, `/organization`): the firm's profile, branches, positions and prices are master data
 * (company-profile, branch, position, tax-service) served by the generic routes; this area adds the logo.
 *
 * The logo is a blob of the event store (EventStore.putBlob, content-addressed) named by the company profile row's
 * `logo` field (its SHA-256): a BFF module reads it with `MasterDataLookup.get(tenant, 'company-profile', 'firm')`
 * then `EventStore.readBlob(tenant, row.logo)` (docs/help.md "The logo").
 */
export const OrganizationRoutes = {
  base: 'api/organization',
  logo: 'logo',
  paths: { logo: 'api/organization/logo' },
} as const;

export const ORGANIZATION_ACCESS: Readonly<Record<'readLogo' | 'writeLogo', AccessRule>> = {
  /** Anyone signed in sees the firm's logo (it is on every return's PDF). */
  readLogo: EVERY_SIGNED_IN,
  /** Who edits the company profile edits its logo. */
  writeLogo: masterDataWriteRule('company-profile'),
};

export type CompanyLogoType = (typeof COMPANY_LOGO.contentTypes)[number];

/** The logo's type by its first bytes (never by a name or header): PNG or JPEG, else null. */
export function sniffLogoType(bytes: Uint8Array): CompanyLogoType | null {
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/** POST api/organization/logo answers the company profile's logo key and type. */
export interface CompanyLogo { sha256: string; contentType: CompanyLogoType; bytes: number }
