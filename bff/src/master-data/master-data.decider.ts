import {
  Conflict, MASTER_DATA_DECLARATIONS, MasterDataEvents, NotFound, Refused, masterDataRowId,
  type MasterDataEvent, type MasterDataKind, type MasterDataValues,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * One stream per tenant, kind and code. The code is the aggregate: it is unique in its kind (a second create of a
 * code is refused on its own stream), and for an effective-dated kind every row of the code lives there, so a new
 * row for next year sees the row it closes and two rows of one code never start the same day.
 */
export function masterDataStream(tenant: string, kind: MasterDataKind, code: string): string {
  return `master-data-${tenant}-${kind}-${code}`;
}

/** Read model collection of a kind's rows (one document per row, id = the row id). */
export const masterDataCollection = (kind: MasterDataKind) => `master-data.${kind}`;
/** One document per kind: the log position of its last change (how every instance knows its index is stale). */
export const MASTER_DATA_REVISIONS = 'master-data.revisions';

/** Fields of an effective-dated row in force that may still change: they do not change what any day reads. */
const EDITABLE_IN_FORCE = new Set(['validTo', 'nameEn', 'nameKm', 'source']);
/** Fields that name the row: changing them would be another row. */
const IDENTITY = ['code', 'validFrom'];

export type MasterDataCommand =
  /**
   * values: complete and valid (validateMasterDataRow passed). unknownReferences: the reference fields (parent, bank,
   * village...) whose code the handler found no row for. today: the firm's calendar day (Cambodia). seeding: the
   * genesis and an import into an empty kind, which may enter rows already in force.
   */
  | { type: 'create'; kind: MasterDataKind; values: MasterDataValues; unknownReferences: string[]; today: string; seeding?: boolean }
  | { type: 'update'; kind: MasterDataKind; id: string; changes: MasterDataValues; unknownReferences: string[]; today: string }
  /** references: how many rows and records refer to the row (counted by the handler). */
  | { type: 'retire'; kind: MasterDataKind; id: string; references: number; today: string };

export interface MasterDataRowState {
  values: MasterDataValues;
  retired: boolean;
}
/** The rows of one code (one row unless the kind is effective-dated), by id. */
export type MasterDataState = ReadonlyMap<string, MasterDataRowState>;

const startsOnOrBefore = (row: MasterDataValues, day: string) => typeof row.validFrom === 'string' && row.validFrom <= day;

function refuseUnknown(kind: MasterDataKind, fields: string[]): void {
  if (fields.length === 0) return;
  throw Refused.fields(fields.map((field) => ({
    field, code: 'unknownReference', message: `${field} names no ${field === 'parent' ? MASTER_DATA_DECLARATIONS[kind].parent : 'row'} that exists.`,
  })));
}

function mustFind(state: MasterDataState, id: string): MasterDataRowState {
  const row = state.get(id);
  if (!row) throw new NotFound();
  return row;
}

export const MasterDataDecider: Decider<MasterDataCommand, MasterDataEvent, MasterDataState> = {
  initialState: new Map(),

  decide(command, state) {
    const declaration = MASTER_DATA_DECLARATIONS[command.kind];
    switch (command.type) {
      case 'create': {
        const { kind, values } = command;
        refuseUnknown(kind, command.unknownReferences);
        const id = masterDataRowId(declaration, { code: String(values.code), validFrom: values.validFrom });
        if (state.has(id)) {
          throw new Conflict(declaration.effectiveDated ? 'rowExists' : 'codeTaken',
            declaration.effectiveDated ? `A ${kind} row ${values.code} starting ${String(values.validFrom)} exists.` : `The ${kind} code ${values.code} is taken.`,
            { field: 'code' });
        }
        if (!declaration.effectiveDated) return [{ type: MasterDataEvents.created, data: { kind, id, values } }];
        const validFrom = values.validFrom;
        // Checked against the declaration before: an effective-dated row has its first day.
        if (typeof validFrom !== 'string') throw new Refused('isNotEmpty', `A new ${kind} row needs validFrom.`, { field: 'validFrom' });
        const others = [...state.entries()].filter(([, row]) => !row.retired);
        // A row for a day already passed would change what that day reads (a filed return): only the first rows of a code.
        if (!command.seeding && others.length > 0 && validFrom <= command.today) {
          throw new Refused('notInPast', `A new ${kind} row of ${values.code} must start after today (${command.today}); the rows in force stay as they are.`, { field: 'validFrom' });
        }
        // The row before keeps its validTo: per code the latest validFrom in force wins (a one-period exception needs
        // no split of the regular row), as the tax rules read them (ruleSetFor).
        return [{ type: MasterDataEvents.created, data: { kind, id, values } }];
      }
      case 'update': {
        const { kind, id } = command;
        const row = mustFind(state, id);
        if (row.retired) throw new Conflict('rowRetired', `The ${kind} row ${id} is retired.`);
        refuseUnknown(kind, command.unknownReferences);
        const changed = Object.entries(command.changes).filter(([field, value]) => row.values[field] !== value);
        for (const [field] of changed) {
          if (IDENTITY.includes(field)) throw new Refused('immutable', `${field} names the row and cannot change; create a new row.`, { field });
        }
        if (declaration.effectiveDated && startsOnOrBefore(row.values, command.today)) {
          const locked = changed.find(([field]) => !EDITABLE_IN_FORCE.has(field));
          if (locked) {
            throw new Conflict('rowInForce',
              `The ${kind} row ${id} is in force since ${String(row.values.validFrom)}: enter a new row with a later validFrom instead of changing ${locked[0]}.`,
              { field: locked[0] });
          }
        }
        if (changed.length === 0) return [];
        const changes = Object.fromEntries(changed);
        const previous = Object.fromEntries(changed.map(([field]) => [field, row.values[field] ?? null]));
        return [{ type: MasterDataEvents.updated, data: { kind, id, changes, previous } }];
      }
      case 'retire': {
        const { kind, id } = command;
        const row = mustFind(state, id);
        if (row.retired) return [];
        if (command.references > 0) {
          throw new Conflict('rowReferenced', `${command.references} records refer to the ${kind} row ${id}: it cannot be retired.`, { count: command.references });
        }
        if (declaration.effectiveDated && startsOnOrBefore(row.values, command.today)) {
          throw new Conflict('rowInForce', `The ${kind} row ${id} has been in force since ${String(row.values.validFrom)}: close it with validTo instead.`, { field: 'validTo' });
        }
        return [{ type: MasterDataEvents.retired, data: { kind, id } }];
      }
    }
  },

  evolve(state, event) {
    const next = new Map(state);
    switch (event.type) {
      case MasterDataEvents.created:
        next.set(event.data.id, { values: event.data.values, retired: false });
        return next;
      case MasterDataEvents.updated: {
        const row = next.get(event.data.id);
        if (row) next.set(event.data.id, { ...row, values: { ...row.values, ...event.data.changes } });
        return next;
      }
      case MasterDataEvents.retired: {
        const row = next.get(event.data.id);
        if (row) next.set(event.data.id, { ...row, retired: true });
        return next;
      }
    }
  },
};
