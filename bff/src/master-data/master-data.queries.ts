import { Inject, Injectable } from '@nestjs/common';
import {
  Forbidden, MASTER_DATA_DECLARATIONS, MASTER_DATA_KINDS, MASTER_DATA_LIMITS, MasterDataEvents, NotFound, Refused,
  canEditMasterData, canReadMasterData, isMasterDataEvent, isMasterDataKind, masterDataFieldNames,
  type MasterDataHistoryEntry, type MasterDataKind, type MasterDataKindSummary, type MasterDataPage, type MasterDataRow,
} from '@cis/contracts';
import type { MasterDataListQueryDto } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { masterDataStream } from './master-data.decider';
import { MasterDataIndex, searchForm } from './master-data.index';

/** The kind named in a URL, if it exists (404) and the caller may read it (403). */
export function readableKind(user: AuthUser, raw: string): MasterDataKind {
  if (!isMasterDataKind(raw)) throw new NotFound(`No master-data kind ${raw}.`);
  if (!canReadMasterData(raw, user)) throw new Forbidden('forbidden', `You may not read ${raw}.`);
  return raw;
}

@Injectable()
export class MasterDataQueries {
  constructor(private readonly index: MasterDataIndex, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  async kinds(user: AuthUser): Promise<MasterDataKindSummary[]> {
    const answer: MasterDataKindSummary[] = [];
    for (const kind of MASTER_DATA_KINDS) {
      if (!canReadMasterData(kind, user)) continue;
      const declaration = MASTER_DATA_DECLARATIONS[kind];
      const index = await this.index.of(user.tenant, kind);
      answer.push({
        kind, group: declaration.group, label: declaration.label, count: index.entries.filter((e) => !e.row.retired).length,
        canEdit: canEditMasterData(kind, user),
      });
    }
    return answer;
  }

  /** Filter (parent, activeOn: the rows that apply that day, retired, search in code and the searchable fields), sort, then one page. */
  async list(user: AuthUser, rawKind: string, query: MasterDataListQueryDto): Promise<MasterDataPage> {
    const kind = readableKind(user, rawKind);
    const declaration = MASTER_DATA_DECLARATIONS[kind];
    if (query.sort && !masterDataFieldNames(declaration).includes(query.sort)) {
      throw new Refused('isIn', `sort must be one of ${masterDataFieldNames(declaration).join(', ')}.`, { field: 'sort' });
    }
    if (query.parent !== undefined && !declaration.parent) throw new Refused('noParent', `${kind} rows have no parent.`, { field: 'parent' });
    const index = await this.index.of(user.tenant, kind);
    const size = query.size ?? MASTER_DATA_LIMITS.pageSize.default;
    const page = query.page ?? 0;
    const sort = query.sort ?? declaration.defaultSort;
    const needle = query.search ? searchForm(query.search.trim()) : '';
    const withRetired = query.retired === 'true';
    const from = page * size;
    const items: MasterDataRow[] = [];
    let total = 0;
    // A search of three characters or more reads only the rows holding its pieces (the substring index), not every row.
    const searched = needle ? index.searched(needle, sort, query.order ?? 'asc', query.parent) : null;
    for (const entry of searched ?? index.ordered(sort, query.order ?? 'asc', query.parent)) {
      if (!withRetired && entry.row.retired) continue;
      if (query.activeOn && !index.appliesOn(entry.row, query.activeOn)) continue;
      if (needle && !searched && !entry.text.includes(needle)) continue;
      if (total >= from && items.length < size) items.push(entry.row);
      total += 1;
    }
    return { items, pagination: { page, size, total, lastPage: Math.max(0, Math.ceil(total / size) - 1) } };
  }

  async one(user: AuthUser, rawKind: string, id: string): Promise<MasterDataRow> {
    const kind = readableKind(user, rawKind);
    const row = (await this.index.of(user.tenant, kind)).byId.get(id);
    if (!row) throw new NotFound();
    return row;
  }

  /** Who changed what and when: the row's events, read from its stream in the log. */
  async history(user: AuthUser, rawKind: string, id: string): Promise<MasterDataHistoryEntry[]> {
    const row = await this.one(user, rawKind, id);
    const names = new Map<string, string | null>();
    const nameOf = async (userId: string | null) => {
      if (userId === null) return null;
      if (!names.has(userId)) {
        const doc = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, userId);
        names.set(userId, doc?.user.name ?? null);
      }
      return names.get(userId) ?? null;
    };
    const source = this.index.sourceOf(row.kind);
    if (source) {
      const entries = await source.history(user.tenant, row);
      for (const entry of entries) entry.userName = await nameOf(entry.userId);
      return entries;
    }
    const events = await this.store.readStream(masterDataStream(user.tenant, row.kind, row.code));
    const entries: MasterDataHistoryEntry[] = [];
    for (const event of events.filter(isMasterDataEvent)) {
      if (event.data.id !== id) continue;
      const base = { at: event.at, userId: event.userId, userName: await nameOf(event.userId) };
      if (event.type === MasterDataEvents.created) {
        entries.push({ ...base, action: 'created', changes: Object.entries(event.data.values).map(([field, after]) => ({ field, before: undefined, after })) });
      } else if (event.type === MasterDataEvents.updated) {
        const { changes, previous } = event.data;
        entries.push({ ...base, action: 'updated', changes: Object.entries(changes).map(([field, after]) => ({ field, before: previous[field], after })) });
      } else if (event.type === MasterDataEvents.retired) {
        entries.push({ ...base, action: 'retired', changes: [{ field: 'retired', before: false, after: true }] });
      }
    }
    return entries;
  }

  /** Every row (retired ones too), in code order: what an export writes. */
  async all(user: AuthUser, kind: MasterDataKind): Promise<MasterDataRow[]> {
    return (await this.index.of(user.tenant, kind)).entries.map((e) => e.row);
  }
}
