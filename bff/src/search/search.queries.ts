import { Inject, Injectable } from '@nestjs/common';
import {
  MASTER_DATA_DECLARATIONS, MASTER_DATA_KINDS, PAGE_TITLES, SEARCH_LIMITS, SEARCH_SET_ACCESS, canReadMasterData, clientScope,
  isAllowed, isKhmerText, pageAccess, searchFold, taxReturnTypesReadableBy,
  type MasterDataKind, type MasterDataRow, type NavigationItem, type SearchResult, type SearchResultSet, type TaxReturnStatus, type TaxReturnType,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { changeKey } from '../platform/read-cache/read-model-changes';
import { ClientsDirectory } from '../clients/clients.directory';
import { ClientsQueries } from '../clients/clients.queries';
import { MasterDataQueries } from '../master-data/master-data.queries';
import { NAVIGATION } from '../navigation/navigation.menu';
import { TAX_RETURN_COLLECTIONS, type TaxReturnDoc } from '../tax-returns/tax-returns.projection';

/** Read models this search looks into (owned by the contacts and tasks areas). */
interface ContactDoc { id: string; name: string; avatar: string | null }
interface TaskDoc { id: string; type: 'task' | 'section'; title: string; completed: boolean }

/** A return as the search needs it: what it shows and what it matches (period, filing reference). */
interface ReturnEntry { id: string; clientId: string; type: TaxReturnType; period: string; status: TaxReturnStatus; reference: string | null; text: string }
interface ReturnIndex { count: number; at: number; entries: ReturnEntry[] }

/** The page of each return type: a return opens there with `?return=<id>`. */
export const TAX_RETURN_PAGE: Readonly<Record<TaxReturnType, string>> = {
  patent: '/patent-tax-return', stamp: '/stamp-tax-return', monthly: '/monthly-tax', annual: '/annual-tax',
};
const TYPE_LABEL: Readonly<Record<TaxReturnType, { en: string; km: string }>> = {
  patent: PAGE_TITLES['label.menu.patentTaxReturn']!, stamp: PAGE_TITLES['label.menu.stampTaxReturn']!,
  monthly: PAGE_TITLES['label.menu.monthlyTax']!, annual: PAGE_TITLES['label.menu.annualTax']!,
};
/** A return's status in both languages (the words of the tax returns screens). */
const STATUS_LABEL: Readonly<Record<TaxReturnStatus, { en: string; km: string }>> = {
  DRAFT: { en: 'Draft', km: 'សេចក្តីព្រាង' }, IN_REVIEW: { en: 'In review', km: 'កំពុងពិនិត្យ' },
  AWAITING_CLIENT: { en: 'Awaiting client', km: 'រង់ចាំអតិថិជន' }, APPROVED: { en: 'Approved', km: 'បានអនុម័ត' },
  FILED: { en: 'Filed', km: 'បានដាក់លិខិតប្រកាស' }, PAID: { en: 'Paid', km: 'បានបង់' }, CANCELLED: { en: 'Cancelled', km: 'បានលុបចោល' },
};
/** The help content kinds: searched for every signed-in account and opened on the help pages. */
const HELP_KINDS = ['help', 'video', 'library'] as const satisfies readonly MasterDataKind[];
const isHelpKind = (kind: string): kind is (typeof HELP_KINDS)[number] => HELP_KINDS.some((help) => help === kind);
const masterTableLink = (row: { kind: string; code: string }): string => `/master-table?kind=${row.kind}&search=${encodeURIComponent(row.code)}`;
const HELP_LINK: Readonly<Record<(typeof HELP_KINDS)[number], (code: string) => string>> = {
  help: (code) => `/helps?article=${encodeURIComponent(code)}`,
  video: (code) => `/tutorials?video=${encodeURIComponent(code)}`,
  library: (code) => `/tutorials?library=${encodeURIComponent(code)}`,
};
/** Without this many milliseconds' staleness on PostgreSQL (no change counts there), each keystroke re-reads every return. */
const RETURN_INDEX_TTL_MS = 1000;

/**
 * The top-bar search (issue 15 point 6): pages by their titles in both languages, clients (Khmer or Latin name, TIN),
 * tax returns (client, period, filing reference), master-data rows, help content, contacts and tasks. Each group only
 * for a caller who may open what it links to, and only the rows the caller may see (a customer: the clients it acts
 * for and their returns). A Khmer query is matched against Khmer text, a Latin one against Latin text (the indexes
 * keep both; a Latin needle cannot match Khmer letters anyway). At most SEARCH_LIMITS.perGroup results a group.
 */
@Injectable()
export class SearchQueries {
  private readonly returns = new Map<string, ReturnIndex>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clients: ClientsQueries,
    private readonly directory: ClientsDirectory,
    private readonly masterData: MasterDataQueries,
  ) {}

  async search(user: AuthUser, text: string): Promise<SearchResultSet[]> {
    const query = searchFold(text.trim());
    if (query.length === 0) return [];
    const [clients, returns, help, masterData, contacts, tasks] = await Promise.all([
      this.clientResults(user, text.trim()),
      this.returnResults(user, query),
      this.masterDataResults(user, query, HELP_KINDS, (row) => (isHelpKind(row.kind) ? HELP_LINK[row.kind](row.code) : masterTableLink(row))),
      isAllowed(pageAccess('master-table') ?? {}, user) && isAllowed(SEARCH_SET_ACCESS['master-data'], user)
        ? this.masterDataResults(user, query, MASTER_DATA_KINDS.filter((k) => !isHelpKind(k)), masterTableLink)
        : [],
      isAllowed(SEARCH_SET_ACCESS.contacts, user) ? this.contactResults(user, query) : [],
      isAllowed(SEARCH_SET_ACCESS.tasks, user) ? this.taskResults(user, query) : [],
    ]);
    const sets: SearchResultSet[] = [
      { id: 'pages', label: 'Pages', results: this.pageResults(user, query) },
      { id: 'clients', label: 'Clients', results: clients },
      { id: 'tax-returns', label: 'Tax returns', results: returns },
      { id: 'help', label: 'Help', results: help },
      { id: 'master-data', label: 'Master data', results: masterData },
      { id: 'contacts', label: 'Contacts', results: contacts },
      { id: 'tasks', label: 'Tasks', results: tasks },
    ];
    return sets.filter((set) => set.results.length > 0);
  }

  /**
   * The portal's pages the caller may open (each menu link whose page rule, PAGE_ACCESS, lets the caller in: a customer
   * finds the tax pages of its clients although the services group of the menu is the firm's), by their English or
   * Khmer title, or their link.
   */
  private pageResults(user: AuthUser, query: string): SearchResult[] {
    const khmer = isKhmerText(query);
    const seen = new Set<string>();
    const results: SearchResult[] = [];
    for (const item of flatten(NAVIGATION.default)) {
      const link = item.link;
      if (!link || seen.has(link) || !isAllowed(pageAccess(link) ?? {}, user)) continue;
      const titles = PAGE_TITLES[item.title];
      const haystack = khmer ? [titles?.km ?? ''] : [titles?.en ?? item.title, link];
      if (!haystack.some((h) => searchFold(h).includes(query))) continue;
      seen.add(link);
      results.push({ value: item.title, title: item.title, link, ...(titles ? { label: titles } : {}) });
      if (results.length >= SEARCH_LIMITS.perGroup) break;
    }
    return results;
  }

  /** Clients through the registry's own search (its scope: a customer only those it acts for). */
  private async clientResults(user: AuthUser, text: string): Promise<SearchResult[]> {
    if (!isAllowed(SEARCH_SET_ACCESS.clients, user) || clientScope(user) === 'none') return [];
    const page = await this.clients.list(user, { search: text.slice(0, 100), size: SEARCH_LIMITS.perGroup, page: 0 });
    return page.items.map((c) => ({
      value: c.nameEn, link: `/qt-clients/${encodeURIComponent(c.id)}`, label: { en: c.nameEn, km: c.nameKh || c.nameEn }, detail: { en: c.tin, km: c.tin },
    }));
  }

  /**
   * Returns whose client's name or TIN matches (the clients the registry finds for the caller, up to 200), or whose
   * period or filing reference does; within the caller's scope (staff: the types their codes read; a customer: the
   * returns of the clients it acts for).
   */
  private async returnResults(user: AuthUser, query: string): Promise<SearchResult[]> {
    if (!isAllowed(SEARCH_SET_ACCESS['tax-returns'], user)) return [];
    let types: readonly TaxReturnType[] | null = null;
    let own: Set<string> | null = null;
    if (user.kind === 'customer') own = new Set(await this.directory.clientIdsActedForBy(user.tenant, user.id));
    else {
      types = taxReturnTypesReadableBy(user);
      if (types.length === 0) return [];
    }
    if (own && own.size === 0) return [];
    const byClient = clientScope(user) === 'none' ? new Set<string>()
      : new Set((await this.clients.list(user, { search: query.slice(0, 100), size: 200, page: 0 })).items.map((c) => c.id));
    const index = await this.returnIndex(user.tenant);
    const found: ReturnEntry[] = [];
    for (const entry of index.entries) {
      if (types && !types.includes(entry.type)) continue;
      if (own && !own.has(entry.clientId)) continue;
      if (!byClient.has(entry.clientId) && !entry.text.includes(query)) continue;
      found.push(entry);
      if (found.length >= SEARCH_LIMITS.perGroup) break;
    }
    const results: SearchResult[] = [];
    for (const entry of found) {
      const client = await this.directory.get(user.tenant, entry.clientId);
      const name = { en: client?.nameEn ?? entry.clientId, km: client?.nameKh || client?.nameEn || entry.clientId };
      const type = TYPE_LABEL[entry.type];
      results.push({
        value: `${name.en} ${entry.period}`, link: `${TAX_RETURN_PAGE[entry.type]}?return=${encodeURIComponent(entry.id)}`,
        label: { en: `${name.en} · ${entry.period}`, km: `${name.km} · ${entry.period}` },
        detail: {
          en: `${type.en} · ${STATUS_LABEL[entry.status].en}${entry.reference ? ` · ${entry.reference}` : ''}`,
          km: `${type.km} · ${STATUS_LABEL[entry.status].km}${entry.reference ? ` · ${entry.reference}` : ''}`,
        },
      });
    }
    return results;
  }

  /** Rows of the kinds the caller may read whose code or searchable fields hold the query (live rows only). */
  private async masterDataResults(user: AuthUser, query: string, kinds: readonly MasterDataKind[], link: (row: MasterDataRow) => string): Promise<SearchResult[]> {
    const results: SearchResult[] = [];
    for (const kind of kinds) {
      if (results.length >= SEARCH_LIMITS.perGroup) break;
      if (!canReadMasterData(kind, user)) continue;
      const page = await this.masterData.list(user, kind, { search: query.slice(0, 100), size: SEARCH_LIMITS.perGroup - results.length, page: 0 });
      const declaration = MASTER_DATA_DECLARATIONS[kind];
      for (const row of page.items) {
        const en = typeof row.nameEn === 'string' ? row.nameEn : typeof row.description === 'string' ? row.description : row.code;
        const km = typeof row.nameKm === 'string' && row.nameKm ? row.nameKm : en;
        results.push({ value: en, link: link(row), label: { en, km }, detail: declaration.label });
      }
    }
    return results;
  }

  private async contactResults(user: AuthUser, query: string): Promise<SearchResult[]> {
    const contacts = await this.store.readModels.list<ContactDoc>(user.tenant, 'contacts');
    return contacts.filter((c) => searchFold(c.name).includes(query)).slice(0, SEARCH_LIMITS.perGroup)
      .map((c) => ({ value: c.name, name: c.name, avatar: c.avatar, link: `/apps/contacts/${c.id}` }));
  }

  private async taskResults(user: AuthUser, query: string): Promise<SearchResult[]> {
    const tasks = await this.store.readModels.list<TaskDoc>(user.tenant, 'tasks');
    return tasks.filter((t) => t.type === 'task' && searchFold(t.title).includes(query)).slice(0, SEARCH_LIMITS.perGroup)
      .map((t) => ({ value: t.title, title: t.title, completed: t.completed, link: `/apps/tasks/${t.id}` }));
  }

  /**
   * Every return of the tenant, small (no form, no lines), rebuilt when the returns collection changed: exactly on
   * SQLite (this process sees every commit), at most RETURN_INDEX_TTL_MS late on PostgreSQL.
   */
  private async returnIndex(tenant: string): Promise<ReturnIndex> {
    const changes = this.store.changes;
    const count = changes.current(changeKey(tenant, TAX_RETURN_COLLECTIONS.returns));
    const cached = this.returns.get(tenant);
    if (cached && (changes.complete ? cached.count === count : Date.now() - cached.at < RETURN_INDEX_TTL_MS)) return cached;
    const docs = await this.store.readModels.list<TaxReturnDoc>(tenant, TAX_RETURN_COLLECTIONS.returns);
    const entries = docs
      .map((doc) => ({
        id: doc.id, clientId: doc.clientId, type: doc.type, period: doc.period, status: doc.status, reference: doc.filing?.reference ?? null,
        text: searchFold([doc.period, doc.filing?.reference ?? '', doc.id].join('\u0001')),
      }))
      .sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : a.id < b.id ? -1 : 1));
    const built = { count, at: Date.now(), entries };
    this.returns.set(tenant, built);
    return built;
  }
}

function flatten(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}
