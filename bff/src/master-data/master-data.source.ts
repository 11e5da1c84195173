import type { FactoryProvider } from '@nestjs/common';
import {
  Refused, type MasterDataHistoryEntry, type MasterDataKind, type MasterDataRow, type MasterDataValues, type NewEvent, type StoredEvent,
  type StoredOf,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MasterDataLookup, type MasterDataSource } from './master-data.index';

/**
 * A text field of values checked against the kind's declaration (validateMasterDataRow): its string, or null when
 * empty. A value of another type would be the declaration's fault, not stored as text: 400 naming the field.
 */
export function textValue(values: MasterDataValues, field: string): string | null {
  const value = values[field];
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  throw new Refused('isString', `${field} must be text.`, { field });
}

/** A required text field of checked values (a date, a code): its string; absent or empty is 400 naming it. */
export function requiredTextValue(values: MasterDataValues, field: string): string {
  const value = textValue(values, field);
  if (value === null) throw new Refused('isNotEmpty', `${field} is required.`, { field });
  return value;
}

/** A required number field of checked values: its number; absent or another type is 400 naming it. */
export function numberValue(values: MasterDataValues, field: string): number {
  const value = values[field];
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) throw new Refused('isNotEmpty', `${field} is required.`, { field });
  throw new Refused('isNumber', `${field} must be a number.`, { field });
}

/** One write of an area's record: its stream, its id in the area's read model, and the area's decision on it. */
export interface MasterDataSourceWrite<TRecord> {
  stream: string;
  id: string;
  /** The area's decider on the record as the read model holds it (undefined: none yet). */
  decide: (existing: TRecord | undefined) => NewEvent[];
}

/**
 * A master-data kind whose rows are another area's records (see MasterDataSource), declared by the area: how its
 * records read as rows, how its events read as a row's history, and which of its decisions a create or an edit is.
 */
export interface MasterDataSourceDeclaration<TRecord, E extends NewEvent> {
  kind: MasterDataKind;
  /** The area's read model collection of the records. */
  collection: string;
  /** All of a tenant's records (as the read model lists them) as rows. */
  rows(records: TRecord[]): MasterDataRow[];
  /** The stream that holds a row's history, and the guard of the area's events on it. */
  stream(row: MasterDataRow): string;
  isEvent(event: StoredEvent): event is StoredOf<E>;
  /** What one of those events changed, or undefined for an event the history does not show. */
  change(event: StoredOf<E>): Pick<MasterDataHistoryEntry, 'action' | 'changes'> | undefined;
  /** Values complete and valid for the kind's declaration; may refuse what the area's own rules refuse. */
  create(values: MasterDataValues, user: AuthUser): MasterDataSourceWrite<TRecord>;
  /** undefined: none of the changes is the area's to write. */
  update(id: string, changes: MasterDataValues, user: AuthUser): MasterDataSourceWrite<TRecord> | undefined;
}

/** The generic routes' side of a declared kind: reads the area's read model and stream, writes through its decider. */
class DeclaredMasterDataSource<TRecord, E extends NewEvent> implements MasterDataSource {
  readonly kind: MasterDataKind;
  readonly collections: readonly string[];

  constructor(
    private readonly declaration: MasterDataSourceDeclaration<TRecord, E>,
    private readonly commands: CommandService,
    private readonly store: EventStore,
  ) {
    this.kind = declaration.kind;
    this.collections = [declaration.collection];
  }

  async rows(tenant: string): Promise<MasterDataRow[]> {
    return this.declaration.rows(await this.store.readModels.list<TRecord>(tenant, this.declaration.collection));
  }

  async create(user: AuthUser, values: MasterDataValues): Promise<void> {
    await this.write(user, this.declaration.create(values, user));
  }

  async update(user: AuthUser, id: string, changes: MasterDataValues): Promise<void> {
    const write = this.declaration.update(id, changes, user);
    if (write) await this.write(user, write);
  }

  async history(_tenant: string, row: MasterDataRow): Promise<MasterDataHistoryEntry[]> {
    const entries: MasterDataHistoryEntry[] = [];
    for (const event of (await this.store.readStream(this.declaration.stream(row))).filter((e) => this.declaration.isEvent(e))) {
      const change = this.declaration.change(event);
      if (change) entries.push({ at: event.at, userId: event.userId, userName: null, ...change });
    }
    return entries;
  }

  private async write(user: AuthUser, { stream, id, decide }: MasterDataSourceWrite<TRecord>): Promise<void> {
    await this.commands.execute({
      stream, actor: user,
      load: (rm) => rm.get<TRecord>(user.tenant, this.declaration.collection, id),
      decide,
    });
  }
}

/**
 * The Nest provider of an area's master-data kind (in the area's module, which imports MasterDataModule): serves the
 * kind to the generic master-data routes from the area's records.
 */
export function provideMasterDataSource<TRecord, E extends NewEvent>(declaration: MasterDataSourceDeclaration<TRecord, E>): FactoryProvider {
  return {
    provide: `master-data-source:${declaration.kind}`,
    useFactory: (lookup: MasterDataLookup, commands: CommandService, store: EventStore) => {
      const source = new DeclaredMasterDataSource(declaration, commands, store);
      lookup.registerSource(source);
      return source;
    },
    inject: [MasterDataLookup, CommandService, EVENT_STORE],
  };
}
