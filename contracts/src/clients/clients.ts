import type { EventUnion } from '../platform/events';
import { Permission, isAllowed, type AccessRule, type Grant } from '../auth/permissions';
import type { IsoDate, TaxpayerCategory, TaxpayerLegalForm, TaxpayerSector } from '../tax-rules/tax-rules';

/** The taxpayer registry (issue 12 section 2): the firm's clients, their documents and who acts for them. */

export const CLIENT_STATUSES = ['active', 'suspended', 'closed'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * TIN as the domain brief has it (section 1): no official format was found, so it is validated loosely, one capital
 * letter, three digits, a hyphen and 9 or 10 digits ("L001-901700661"). The category is never derived from the prefix.
 */
export const TIN_PATTERN = /^[A-Z]\d{3}-\d{9,10}$/;
export const TIN_EXAMPLE = 'L001-901700661';

export const CLIENT_LIMITS = {
  nameMax: 200,
  textMax: 500,
  reasonMax: 500,
  searchMax: 100,
  activitiesMax: 50,
  contactsMax: 20,
  actingAccountsMax: 50,
  /** Riel: above any threshold row (KHR 1,000,000 bn). */
  turnoverMax: 1_000_000_000_000_000,
  pageSizeDefault: 10,
  pageSizeMax: 100,
  fileNameMax: 200,
  /** 10 MiB: a bigger upload answers 413. */
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

/** What an uploaded document may be, recognised by the first bytes of its content (never by its name or header). */
export const CLIENT_DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ClientDocumentContentType = (typeof CLIENT_DOCUMENT_CONTENT_TYPES)[number];

/** The content type by magic bytes: %PDF-, the PNG signature, the JPEG SOI marker; null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): ClientDocumentContentType | null {
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/** Gazetteer codes (2/4/6/8 digits, each level's code starting with its parent's) and the street line. */
export interface ClientAddress {
  provinceCode: string;
  districtCode: string | null;
  communeCode: string | null;
  villageCode: string | null;
  /** House, street: free text. */
  street: string;
}

/** A business activity: patent tax is due per activity (brief section 2). */
export interface ClientActivity {
  id: string;
  name: string;
  /** Where it is run: the gazetteer province (2 digits) and a free-text place. */
  provinceCode: string;
  place: string;
  startDate: IsoDate;
}

export interface ClientContactPerson {
  id: string;
  name: string;
  position: string;
  phone: string;
  email: string;
}

export interface ClientVatRegistration {
  registered: boolean;
  /** The VAT certificate number, when registered. */
  number: string | null;
  registeredOn: IsoDate | null;
}

/** Staff set the category by hand with a reason; the derived one stays visible beside it. */
export interface ClientCategoryOverride {
  category: TaxpayerCategory;
  reason: string;
}

/** The fields a staff member edits. */
export interface ClientProfile {
  tin: string;
  nameKh: string;
  nameEn: string;
  legalForm: TaxpayerLegalForm;
  sector: TaxpayerSector;
  /** Riel, VAT excluded: with the sector and legal form it derives the category. */
  annualTurnover: number;
  categoryOverride: ClientCategoryOverride | null;
  vat: ClientVatRegistration;
  address: ClientAddress;
  activities: ClientActivity[];
  contacts: ClientContactPerson[];
  status: ClientStatus;
  /** The staff account that prepares its returns. */
  preparerId: string | null;
  /** The customer accounts that act for the client (they see it, its documents and its returns). */
  actingAccountIds: string[];
}

/**
 * A profile as a client sends it (POST, and PATCH with the fields changed): a new activity or contact person goes
 * without an id, the BFF gives it one (ClientActivityInput, ClientContactPersonInput).
 */
export type ClientProfileBody = Omit<Partial<ClientProfile>, 'activities' | 'contacts'> & {
  activities?: Array<ClientActivity | Omit<ClientActivity, 'id'>>;
  contacts?: Array<ClientContactPerson | Omit<ClientContactPerson, 'id'>>;
};

export const CLIENT_PROFILE_FIELDS = [
  'tin', 'nameKh', 'nameEn', 'legalForm', 'sector', 'annualTurnover', 'categoryOverride', 'vat', 'address', 'activities',
  'contacts', 'status', 'preparerId', 'actingAccountIds',
] as const satisfies readonly (keyof ClientProfile)[];
export type ClientProfileField = (typeof CLIENT_PROFILE_FIELDS)[number];

export interface Client extends ClientProfile {
  id: string;
  /** The category in force: the override's, else the derived one. */
  category: TaxpayerCategory;
  /** The category the threshold rows in force derive from turnover, sector and legal form. */
  derivedCategory: TaxpayerCategory;
  /** The client stream's version: PATCH carries the version it read. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /**
   * The preparer's display name, in the answer of GET api/clients/:id only: a customer or a read-only staff member may
   * not list staff accounts, and the page showed them the preparer's id.
   */
  preparerName?: string | null;
}

/** A row of the list: what the table shows and searches. */
export interface ClientSummary {
  id: string;
  tin: string;
  nameKh: string;
  nameEn: string;
  category: TaxpayerCategory;
  status: ClientStatus;
  preparerId: string | null;
  provinceCode: string;
  version: number;
  updatedAt: string;
}

export interface ClientsPagination {
  /** Number of clients matching. */
  length: number;
  size: number;
  /** Zero-based. */
  page: number;
  /** Zero-based index of the last page (0 when nothing matches). */
  lastPage: number;
}

export interface ClientsPage {
  items: ClientSummary[];
  pagination: ClientsPagination;
}

export interface ClientDocument {
  id: string;
  clientId: string;
  /** A document-type master data code (mandate-letter, patent-certificate, vat-certificate...). */
  typeCode: string;
  fileName: string;
  contentType: ClientDocumentContentType;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploadedBy: string | null;
  retired: boolean;
  retiredAt: string | null;
}

/** One change of a client, read back from the log: who, when, and the fields with their new values. */
export interface ClientHistoryEntry {
  position: number;
  at: string;
  by: string | null;
  type: ClientEvent['type'];
  /** Field -> its value after the change. */
  changes: Record<string, unknown>;
}

/** The 409 of a stale PATCH: the version now, and each field changed since the version read, with its value now. */
export interface ClientStaleDetails {
  version: number;
  changed: Record<string, unknown>;
}

export const ClientsRoutes = {
  base: 'api/clients',
  one: ':id',
  history: ':id/history',
  documents: ':id/documents',
  document: ':id/documents/:documentId',
  documentContent: ':id/documents/:documentId/content',
  /** Paths for the web. */
  path: {
    list: 'api/clients',
    one: (id: string) => `api/clients/${encodeURIComponent(id)}`,
    history: (id: string) => `api/clients/${encodeURIComponent(id)}/history`,
    documents: (id: string) => `api/clients/${encodeURIComponent(id)}/documents`,
    document: (id: string, documentId: string) => `api/clients/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`,
    documentContent: (id: string, documentId: string) =>
      `api/clients/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}/content`,
  },
} as const;

/** The multipart fields of a document upload. */
export const CLIENT_DOCUMENT_FIELDS = { file: 'file', typeCode: 'typeCode' } as const;

/**
 * Who may use the registry (spec s6: READ_CLIENT_INDIVIDUAL reads, UPDATE_CLIENT_INDIVIDUAL edits; ALL_FUNCTIONS and
 * ALL_FUNCTIONS_READ open reading, only ALL_FUNCTIONS opens editing). A customer account reads the clients it acts for.
 */
export const CLIENT_ACCESS: Readonly<Record<'route' | 'staffRead' | 'write', AccessRule>> = {
  /** The routes' gate: staff and customer accounts; clientScope() then decides which clients. */
  route: { kinds: ['staff', 'customer'] },
  staffRead: { kinds: ['staff'], permission: [Permission.READ_CLIENT_INDIVIDUAL, Permission.UPDATE_CLIENT_INDIVIDUAL] },
  write: {
    kinds: ['staff'], permission: [Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.ALL_FUNCTIONS], permissionOp: 'ANY_NAMED',
  },
};

/** 'all': every client of the tenant; 'acting': those the account acts for; 'none': 403. */
export type ClientScope = 'all' | 'acting' | 'none';

export function clientScope(grant: Grant): ClientScope {
  if (isAllowed(CLIENT_ACCESS.staffRead, grant)) return 'all';
  if (grant.kind === 'customer') return 'acting';
  return 'none';
}

export function canEditClients(grant: Grant): boolean {
  return isAllowed(CLIENT_ACCESS.write, grant);
}

export const ClientEvents = {
  registered: 'clients.client-registered',
  updated: 'clients.client-updated',
  documentAdded: 'clients.document-added',
  documentRetired: 'clients.document-retired',
  tinClaimed: 'clients.tin-claimed',
  tinReleased: 'clients.tin-released',
} as const;

export interface ClientRegisteredData { client: Client }
/**
 * `changes`: the fields set, with their new values (category and derivedCategory included when they moved).
 * `actingAccountIds`: who acts for the client after the change, and `previousActingAccountIds` before it, so a push
 * reaches an account that just lost the client too.
 */
export interface ClientUpdatedData {
  clientId: string;
  changes: Partial<Omit<Client, 'id' | 'version' | 'createdAt'>>;
  actingAccountIds: string[];
  previousActingAccountIds: string[];
}
export interface ClientDocumentAddedData { clientId: string; document: ClientDocument; actingAccountIds: string[] }
export interface ClientDocumentRetiredData { clientId: string; documentId: string; retiredAt: string; actingAccountIds: string[] }
export interface ClientTinClaimedData { tin: string; clientId: string }
export interface ClientTinReleasedData { tin: string; clientId: string }

export type ClientEvent = EventUnion<{
  [ClientEvents.registered]: ClientRegisteredData;
  [ClientEvents.updated]: ClientUpdatedData;
  [ClientEvents.documentAdded]: ClientDocumentAddedData;
  [ClientEvents.documentRetired]: ClientDocumentRetiredData;
}>;

/** The per-tenant TIN registry's events (its own stream: the one rule that spans the tenant). */
export type ClientTinEvent = EventUnion<{
  [ClientEvents.tinClaimed]: ClientTinClaimedData;
  [ClientEvents.tinReleased]: ClientTinReleasedData;
}>;

/** What a socket receives for every client event: which client changed (the reader fetches what it may see). */
export interface ClientChangedPush { clientId: string }
