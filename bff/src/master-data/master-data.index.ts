import { Inject, Injectable } from '@nestjs/common';
import {
  MASTER_DATA_DECLARATIONS, MASTER_DATA_KINDS, TAX_RULE_KINDS, masterDataRowInForce,
  type MasterDataHistoryEntry, type MasterDataKind, type MasterDataRow, type MasterDataValue, type MasterDataValues, type TaxRuleRows,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { changeKey } from '../platform/read-cache/read-model-changes';
import { MASTER_DATA_REVISIONS, masterDataCollection } from './master-data.decider';
import { taxRuleRowsOf } from './tax-rule-rows';

/** Lower case, composed: what search compares (Khmer has no case; Latin matches whatever the caller typed). */
export const searchForm = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/**
 * Substring search over many short texts without a scan (village and client search, issue 12): every text's
 * three-character pieces (UTF-16 code units: a Khmer letter is one) point to the texts holding them. A needle of
 * three or more characters is then looked up by its rarest pieces, and only the texts holding all of those are
 * candidates, still to be checked with `includes` (the pieces may sit apart). Built once per change of the texts.
 */
export class SubstringIndex {
  private readonly grams = new Map<string, number[]>();

  constructor(texts: readonly string[]) {
    texts.forEach((text, i) => {
      for (let j = 0; j + 3 <= text.length; j += 1) {
        const gram = text.slice(j, j + 3);
        const list = this.grams.get(gram);
        if (!list) this.grams.set(gram, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    });
  }

  /** Ascending numbers of the texts that may contain `needle`, or null when it is too short for the index (scan). */
  candidates(needle: string): number[] | null {
    if (needle.length < 3) return null;
    const lists: number[][] = [];
    for (let j = 0; j + 3 <= needle.length; j += 1) {
      const list = this.grams.get(needle.slice(j, j + 3));
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let answer = lists[0]!;
    // The three rarest pieces narrow enough; `includes` checks the rest.
    for (const list of lists.slice(1, 3)) {
      const next: number[] = [];
      let k = 0;
      for (const i of answer) {
        while (k < list.length && list[k]! < i) k += 1;
        if (k === list.length) break;
        if (list[k] === i) next.push(i);
      }
      answer = next;
    }
    return answer;
  }
}

interface Entry {
  row: MasterDataRow;
  /** code and the searchable fields, in search form, joined. */
  text: string;
}

const compareValues = (a: MasterDataValue | undefined, b: MasterDataValue | undefined): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** One kind of one tenant, in memory: rows in code order, by id, by code, by parent, with their search text. */
export class KindIndex {
  readonly entries: Entry[];
  readonly byId = new Map<string, MasterDataRow>();
  readonly byCode = new Map<string, MasterDataRow[]>();
  private readonly byParent = new Map<string, Entry[]>();
  private readonly sorted = new Map<string, Entry[]>();
  private search: SubstringIndex | undefined;

  constructor(readonly kind: MasterDataKind, rows: MasterDataRow[], readonly position: number) {
    const searchable = MASTER_DATA_DECLARATIONS[kind].searchable;
    this.entries = rows
      .map((row) => ({ row, text: searchForm([row.code, ...searchable.map((f) => (row[f] === null || row[f] === undefined ? '' : String(row[f])))].join('\u0001')) }))
      .sort((a, b) => compareValues(a.row.code, b.row.code) || compareValues(a.row.validFrom, b.row.validFrom));
    for (const entry of this.entries) {
      this.byId.set(entry.row.id, entry.row);
      const sameCode = this.byCode.get(entry.row.code);
      if (sameCode) sameCode.push(entry.row);
      else this.byCode.set(entry.row.code, [entry.row]);
      if (typeof entry.row.parent === 'string') {
        const siblings = this.byParent.get(entry.row.parent);
        if (siblings) siblings.push(entry);
        else this.byParent.set(entry.row.parent, [entry]);
      }
    }
  }

  /**
   * The entries whose search text contains `needle`, in `sort` order, optionally only the children of `parent`; null
   * when the needle is too short for the substring index (the caller scans `ordered`).
   */
  searched(needle: string, sort: string | undefined, order: 'asc' | 'desc', parent: string | undefined): Entry[] | null {
    this.search ??= new SubstringIndex(this.entries.map((e) => e.text));
    const candidates = this.search.candidates(needle);
    if (!candidates) return null;
    const found: Entry[] = [];
    for (const i of candidates) {
      const entry = this.entries[i]!;
      if ((parent === undefined || entry.row.parent === parent) && entry.text.includes(needle)) found.push(entry);
    }
    // Candidates come in code order; another sort is the order `ordered` keeps (the field, then the code).
    if (sort && sort !== 'code') found.sort((a, b) => compareValues(a.row[sort], b.row[sort]) || compareValues(a.row.code, b.row.code));
    return order === 'desc' ? found.reverse() : found;
  }

  /** Entries in `sort` order (code order when none), optionally only the children of `parent`. */
  ordered(sort: string | undefined, order: 'asc' | 'desc', parent: string | undefined): Entry[] {
    let list: Entry[];
    if (!sort || sort === 'code') {
      list = parent !== undefined ? this.byParent.get(parent) ?? [] : this.entries;
    } else {
      let byField = this.sorted.get(sort);
      if (!byField) {
        byField = [...this.entries].sort((a, b) => compareValues(a.row[sort], b.row[sort]) || compareValues(a.row.code, b.row.code));
        this.sorted.set(sort, byField);
      }
      list = parent !== undefined ? byField.filter((e) => e.row.parent === parent) : byField;
    }
    return order === 'desc' ? [...list].reverse() : list;
  }

  /**
   * Whether `row` is what its code says on `onDate`: in force that day and, for an effective-dated kind, not superseded
   * by a live row of the same code that started later and is in force too (per code the latest start wins, as the tax
   * rules read them). A rate for next year thus replaces this year's on the screen's "in force on" from its first day.
   */
  appliesOn(row: MasterDataRow, onDate: string): boolean {
    if (!masterDataRowInForce(row, onDate)) return false;
    if (!MASTER_DATA_DECLARATIONS[this.kind].effectiveDated) return true;
    const from = String(row.validFrom);
    return !(this.byCode.get(row.code) ?? []).some((other) => other !== row && !other.retired && String(other.validFrom) > from && masterDataRowInForce(other, onDate));
  }

  /** Rows not retired (and in force on `onDate` for an effective-dated kind: per code the latest start on or before it). */
  inForce(onDate: string): MasterDataRow[] {
    const dated = MASTER_DATA_DECLARATIONS[this.kind].effectiveDated;
    const answer: MasterDataRow[] = [];
    for (const rows of this.byCode.values()) {
      const live = rows.filter((row) => !row.retired && masterDataRowInForce(row, onDate));
      if (!dated) answer.push(...live);
      else if (live.length > 0) answer.push(live.reduce((best, row) => (String(row.validFrom) > String(best.validFrom) ? row : best)));
    }
    return answer;
  }
}

/**
 * The in-memory index of every kind an instance has read, kept current across instances: each read first reads the
 * kind's revision (one indexed row the projection moves in the append's transaction) and rebuilds the kind's index
 * when another instance, or this one, has changed it since. A search of 14,372 villages then filters an array in
 * memory instead of parsing 14,372 JSON documents.
 */
@Injectable()
export class MasterDataIndex {
  /**
   * Where the kind's rows stand. SQLite: this process sees every commit, so the store's change count of the kind's
   * collection says it without I/O (and is recorded as the answer's dependency for the read cache). PostgreSQL: other
   * instances commit too, so the kind's revision row is read (one indexed row).
   */
  private async revision(tenant: string, kind: MasterDataKind): Promise<number> {
    const changes = this.store.changes;
    const source = this.sources.get(kind);
    if (source) {
      // Another area's rows (a few dozen): counted changes on SQLite, read every time on PostgreSQL.
      if (!changes.complete) return Number.NaN;
      let sum = 0;
      for (const collection of source.collections) {
        const key = changeKey(tenant, collection);
        changes.observe(key);
        sum += changes.current(key);
      }
      return -1 - sum;
    }
    if (changes.complete) {
      const key = changeKey(tenant, masterDataCollection(kind));
      changes.observe(key);
      return -1 - changes.current(key);
    }
    const revision = await this.store.readModels.get<{ position: number }>(tenant, MASTER_DATA_REVISIONS, kind);
    return revision?.position ?? 0;
  }

  private readonly indexes = new Map<string, KindIndex>();
  private readonly loading = new Map<string, Promise<KindIndex>>();
  private readonly sources = new Map<MasterDataKind, MasterDataSource>();

  registerSource(source: MasterDataSource): void {
    this.sources.set(source.kind, source);
  }

  sourceOf(kind: MasterDataKind): MasterDataSource | undefined {
    return this.sources.get(kind);
  }

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(tenant: string, kind: MasterDataKind): Promise<KindIndex> {
    const key = `${tenant}\u0000${kind}`;
    const position = await this.revision(tenant, kind);
    const current = this.indexes.get(key);
    if (current && current.position === position) return current;
    const pending = this.loading.get(key);
    if (pending) {
      const loaded = await pending;
      if (loaded.position === position) return loaded;
    }
    const source = this.sources.get(kind);
    const rows = source ? source.rows(tenant) : this.store.readModels.list<MasterDataRow>(tenant, masterDataCollection(kind));
    const load = rows.then((rows) => {
      // Read after the revision: an index may hold a later change than its revision says, never an earlier one.
      const index = new KindIndex(kind, rows, position);
      this.indexes.set(key, index);
      return index;
    });
    this.loading.set(key, load);
    try {
      return await load;
    } finally {
      if (this.loading.get(key) === load) this.loading.delete(key);
    }
  }
}

/**
 * A kind whose rows live in another area (coupons, daily exchange rates: areas older than master data, whose own routes
 * and rules stay): the generic routes read its rows from the area's read model and write through the area's decider.
 */
export interface MasterDataSource {
  kind: MasterDataKind;
  /** The read model collections the rows come from: their change counts tell (on SQLite) when to read them again. */
  collections: readonly string[];
  rows(tenant: string): Promise<MasterDataRow[]>;
  /** Values complete and valid for the kind's declaration. */
  create(user: AuthUser, values: MasterDataValues): Promise<void>;
  update(user: AuthUser, id: string, changes: MasterDataValues): Promise<void>;
  /** The row's changes from the area's stream, names not filled in. */
  history(tenant: string, row: MasterDataRow): Promise<MasterDataHistoryEntry[]>;
}

/** Something outside master data that refers to master-data rows (clients name villages, returns name tax codes ...). */
export interface MasterDataReferenceCounter {
  /** The kind whose rows it refers to. */
  kind: MasterDataKind;
  /** What refers, for the log and the 409's words ("clients"). */
  name: string;
  /** How many records of the tenant refer to the row with this code. */
  count(tenant: string, code: string): Promise<number>;
}

/**
 * What other areas use of master data (clients: address codes, document types; tax returns: the rule rows), and where
 * they register what refers to a row, so that retiring a referenced row answers 409 with the count. Exported by
 * MasterDataModule: `constructor(private readonly masterData: MasterDataLookup)`, and in `onModuleInit`
 * `this.masterData.registerReferences({ kind: 'village', name: 'clients', count: (tenant, code) => ... })`.
 */
@Injectable()
export class MasterDataLookup {
  private readonly counters: MasterDataReferenceCounter[] = [];
  /** The tax rule rows last answered per tenant, with the kind indexes they were taken from. */
  private readonly ruleRows = new Map<string, { indexes: KindIndex[]; rows: TaxRuleRows }>();

  constructor(private readonly index: MasterDataIndex) {
    // Master data refers to itself: a province's districts, a bank's tax accounts, a village in the company profile.
    for (const kind of MASTER_DATA_KINDS) {
      const declaration = MASTER_DATA_DECLARATIONS[kind];
      if (declaration.parent) {
        this.registerReferences({ kind: declaration.parent, name: `${kind} rows`, count: (tenant, code) => this.countWhere(tenant, kind, 'parent', code) });
      }
      for (const field of declaration.fields) {
        if (field.type === 'reference' && field.ref) {
          this.registerReferences({ kind: field.ref, name: `${kind} rows`, count: (tenant, code) => this.countWhere(tenant, kind, field.name, code) });
        }
      }
    }
  }

  /** Serves a kind from another area's rows (see MasterDataSource; an area declares it with provideMasterDataSource). */
  registerSource(source: MasterDataSource): void {
    this.index.registerSource(source);
  }

  registerReferences(counter: MasterDataReferenceCounter): void {
    this.counters.push(counter);
  }

  /** The records that refer to the row with `code` (every registered counter of its kind). */
  async references(tenant: string, kind: MasterDataKind, code: string): Promise<number> {
    let total = 0;
    for (const counter of this.counters) if (counter.kind === kind) total += await counter.count(tenant, code);
    return total;
  }

  /** The row of `code` in force on `onDate` (default: every day; an effective-dated kind needs the date), not retired. */
  async get(tenant: string, kind: MasterDataKind, code: string, onDate?: string): Promise<MasterDataRow | undefined> {
    const rows = (await this.index.of(tenant, kind)).byCode.get(code) ?? [];
    const live = rows.filter((row) => !row.retired && (onDate === undefined || masterDataRowInForce(row, onDate)));
    return live.reduce<MasterDataRow | undefined>((best, row) => (!best || String(row.validFrom) > String(best.validFrom) ? row : best), undefined);
  }

  /** A row of `code` exists and is not retired (any day). */
  async exists(tenant: string, kind: MasterDataKind, code: string): Promise<boolean> {
    return (await this.get(tenant, kind, code)) !== undefined;
  }

  async row(tenant: string, kind: MasterDataKind, id: string): Promise<MasterDataRow | undefined> {
    return (await this.index.of(tenant, kind)).byId.get(id);
  }

  /** The rows of `kind` in force on `onDate` (effective-dated: per code the latest start on or before it). */
  async rowsInForce(tenant: string, kind: MasterDataKind, onDate: string): Promise<MasterDataRow[]> {
    return (await this.index.of(tenant, kind)).inForce(onDate);
  }

  /**
   * Every live rule row (all dates), as `ruleSetForReturn(rows, type, period)` reads them: the tax rules pick the
   * rows in force for the period themselves.
   */
  async taxRuleRows(tenant: string): Promise<TaxRuleRows> {
    const indexes: KindIndex[] = [];
    for (const kind of TAX_RULE_KINDS) indexes.push(await this.index.of(tenant, kind));
    // The same object while no rule kind changed: callers key their per-day rule sets by it (a WeakMap), so a list of
    // overdue returns computes each day's rule set once, not once per return and request.
    const cached = this.ruleRows.get(tenant);
    if (cached && cached.indexes.length === indexes.length && cached.indexes.every((index, i) => index === indexes[i])) return cached.rows;
    const rows = taxRuleRowsOf((kind) => (indexes[TAX_RULE_KINDS.indexOf(kind)]?.entries ?? []).map((e) => e.row).filter((row) => !row.retired));
    this.ruleRows.set(tenant, { indexes, rows });
    return rows;
  }

  private async countWhere(tenant: string, kind: MasterDataKind, field: string, code: string): Promise<number> {
    const index = await this.index.of(tenant, kind);
    let count = 0;
    for (const { row } of index.entries) if (!row.retired && row[field] === code) count += 1;
    return count;
  }
}
