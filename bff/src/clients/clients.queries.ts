import { Inject, Injectable } from '@nestjs/common';
import {
  CLIENT_LIMITS, Forbidden, NotFound, clientScope, type Client, type ClientDocument, type ClientHistoryEntry, type ClientsPage,
  type ClientSummary,
} from '@cis/contracts';
import type { ClientsQueryDto } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore, type StoredBlob } from '../platform/event-store/event-store.port';
import { SubstringIndex } from '../master-data/master-data.index';
import { CLIENT_COLLECTIONS } from './clients.decider';

/**
 * A list row with the text a search matches, lower-cased once: the Latin name and the TIN (with and without its
 * hyphen) in one string of one-byte characters, the Khmer name in another. A search typed in ASCII scans only the
 * first: V8 searches one-byte strings several times faster than strings holding Khmer.
 */
interface IndexedClient {
  summary: ClientSummary;
  latin: string;
  khmer: string;
  actingAccountIds: readonly string[];
}

interface TenantIndex {
  revision: number;
  rows: IndexedClient[];
  /** Lower-cased TIN without its hyphen -> row: a whole TIN is found without a scan. */
  byTin: Map<string, IndexedClient>;
  /** The Latin and Khmer texts' substring indexes, built on the first search of three characters or more. */
  latin?: SubstringIndex;
  khmer?: SubstringIndex;
}

/**
 * The same text as a one-byte string when every character fits (ASCII runs cut from a Khmer name stay two-byte
 * strings in V8, and one of them makes the whole joined string two-byte, and its search slower).
 */
const oneByte = (text: string) => (/^[\x00-\xff]*$/.test(text) ? Buffer.from(text, 'latin1').toString('latin1') : text);

/** A search that is a whole TIN (with or without its hyphen, any case). */
const WHOLE_TIN = /^[a-z]\d{3}-?\d{9,10}$/;

export interface ActingForDoc {
  accountId: string;
  clientIds: string[];
}

export function summaryOf(client: Client): ClientSummary {
  return {
    id: client.id, tin: client.tin, nameKh: client.nameKh, nameEn: client.nameEn, category: client.category, status: client.status,
    preparerId: client.preparerId, provinceCode: client.address.provinceCode, version: client.version, updatedAt: client.updatedAt,
  };
}

/** Search text: lower-case, Khmer as typed (NFC), TIN with and without its hyphen. */
const fold = (text: string) => text.normalize('NFC').toLowerCase();

/** The registry's reads, from its read models only. */
@Injectable()
export class ClientsQueries {
  /** The tenant's list rows with the client revision they were built at: a search filters them in memory. */
  private readonly index = new Map<string, TenantIndex>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async list(user: AuthUser, query: ClientsQueryDto): Promise<ClientsPage> {
    const scope = this.scopeOf(user);
    const index = await this.rows(user.tenant);
    const acting = scope === 'acting' ? new Set(await this.clientIdsActedForBy(user.tenant, user.id)) : null;
    const needle = query.search?.trim() ? fold(query.search.trim()) : null;
    const tin = needle && WHOLE_TIN.test(needle) ? index.byTin.get(needle.replace('-', '')) : undefined;
    const candidates = tin ? [tin] : (needle !== null ? this.searched(index, needle) : null) ?? index.rows;
    // An ASCII search can only match inside ASCII text: the Latin string holds the ASCII runs of the Khmer name too.
    const inText = needle === null ? () => true
      : /^[\x00-\x7f]*$/.test(needle) ? (row: IndexedClient) => row.latin.includes(needle)
        : (row: IndexedClient) => row.khmer.includes(needle) || row.latin.includes(needle);
    const matching = candidates.filter((row) =>
      (!acting || acting.has(row.summary.id))
      && (!query.status || row.summary.status === query.status)
      && (!query.category || row.summary.category === query.category)
      && (!query.preparerId || row.summary.preparerId === query.preparerId)
      && inText(row));
    const size = query.size ?? CLIENT_LIMITS.pageSizeDefault;
    const page = query.page ?? 0;
    const lastPage = Math.max(Math.ceil(matching.length / size) - 1, 0);
    const items = matching.slice(page * size, page * size + size).map((row) => row.summary);
    return { items, pagination: { length: matching.length, size, page, lastPage } };
  }

  /** A client the caller may see: 403 for an account with no access to the registry, 404 for one it may not see. */
  async get(user: AuthUser, clientId: string): Promise<Client> {
    const scope = this.scopeOf(user);
    const client = await this.store.readModels.get<Client>(user.tenant, CLIENT_COLLECTIONS.clients, clientId);
    if (!client) throw new NotFound();
    if (scope === 'acting' && !client.actingAccountIds.includes(user.id)) throw new NotFound();
    return client;
  }

  /** The client as its page reads it: with its preparer's name, which not every reader may look up (Client.preparerName). */
  async page(user: AuthUser, clientId: string): Promise<Client> {
    const client = await this.get(user, clientId);
    const preparer = client.preparerId ? await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, client.preparerId) : null;
    return { ...client, preparerName: preparer?.user.kind === 'staff' ? preparer.user.name : null };
  }

  async history(user: AuthUser, clientId: string): Promise<ClientHistoryEntry[]> {
    await this.get(user, clientId);
    const entries = await this.store.readModels.list<ClientHistoryEntry>(user.tenant, CLIENT_COLLECTIONS.history, { owner: clientId });
    return entries.sort((a, b) => b.position - a.position);
  }

  async documents(user: AuthUser, clientId: string, withRetired: boolean): Promise<ClientDocument[]> {
    await this.get(user, clientId);
    const documents = await this.store.readModels.list<ClientDocument>(user.tenant, CLIENT_COLLECTIONS.documents, { owner: clientId });
    return documents.filter((d) => withRetired || !d.retired).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  }

  async document(user: AuthUser, clientId: string, documentId: string): Promise<ClientDocument> {
    await this.get(user, clientId);
    const document = await this.store.readModels.get<ClientDocument>(user.tenant, CLIENT_COLLECTIONS.documents, documentId);
    if (!document || document.clientId !== clientId) throw new NotFound();
    return document;
  }

  /** The document and its bytes (retired ones too: they stay the client's record). */
  async content(user: AuthUser, clientId: string, documentId: string): Promise<{ document: ClientDocument; blob: StoredBlob }> {
    const document = await this.document(user, clientId, documentId);
    const blob = await this.store.readBlob(user.tenant, document.sha256);
    if (!blob) throw new NotFound();
    return { document, blob };
  }

  async clientIdsActedForBy(tenant: string, accountId: string): Promise<string[]> {
    return (await this.store.readModels.get<ActingForDoc>(tenant, CLIENT_COLLECTIONS.actingFor, accountId))?.clientIds ?? [];
  }

  /**
   * The rows that may hold `needle` (in list order), from the substring indexes instead of a scan of every row; null
   * when the needle is shorter than the index's pieces. The caller still checks each with `includes`.
   */
  private searched(index: TenantIndex, needle: string): IndexedClient[] | null {
    index.latin ??= new SubstringIndex(index.rows.map((row) => row.latin));
    const latin = index.latin.candidates(needle);
    if (latin === null) return null;
    if (/^[\x00-\x7f]*$/.test(needle)) return latin.map((i) => index.rows[i]!);
    index.khmer ??= new SubstringIndex(index.rows.map((row) => row.khmer));
    const both = [...new Set([...latin, ...index.khmer.candidates(needle)!])].sort((a, b) => a - b);
    return both.map((i) => index.rows[i]!);
  }

  private scopeOf(user: AuthUser) {
    const scope = clientScope(user);
    if (scope === 'none') throw new Forbidden('clientsForbidden', 'Reading clients needs READ_CLIENT_INDIVIDUAL.');
    return scope;
  }

  /**
   * The rows as of the tenant's client revision: one indexed read per search, and the whole list read and parsed again
   * only after a client changed, on this instance or another (PostgreSQL), as the master data index does.
   */
  private async rows(tenant: string): Promise<TenantIndex> {
    const revision = (await this.store.readModels.get<{ position: number }>(tenant, CLIENT_COLLECTIONS.revision, 'clients'))?.position ?? 0;
    const cached = this.index.get(tenant);
    if (cached && cached.revision === revision) return cached;
    const clients = await this.store.readModels.list<Client>(tenant, CLIENT_COLLECTIONS.clients);
    const rows = clients
      .map((client) => ({
        summary: summaryOf(client), actingAccountIds: client.actingAccountIds,
        latin: oneByte(fold([client.nameEn, client.tin, client.tin.replace('-', ''), ...(client.nameKh.match(/[\x00-\x7f]+/g) ?? [])].join('\u0001'))),
        khmer: fold(client.nameKh),
      }))
      .sort((a, b) => a.summary.nameEn.localeCompare(b.summary.nameEn) || a.summary.id.localeCompare(b.summary.id));
    const built = { revision, rows, byTin: new Map(rows.map((row) => [fold(row.summary.tin).replace('-', ''), row])) };
    this.index.set(tenant, built);
    return built;
  }
}
