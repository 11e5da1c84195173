import { Inject, Injectable } from '@nestjs/common';
import {
  Conflict, DomainError, Forbidden, NotFound, MASTER_DATA_DECLARATIONS, MASTER_DATA_LIMITS, REFUSALS, Refused, cambodiaDay,
  canEditMasterData, completeMasterDataValues, masterDataFieldNames, masterDataRowId, parseMasterDataCell,
  validateMasterDataEdit, validateMasterDataRow, type MasterDataEvent, type MasterDataImportRejection, type MasterDataImportReport,
  type MasterDataKind, type MasterDataProblem, type MasterDataRow, type MasterDataValue, type MasterDataValues, type RefusedFieldInput,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { fold } from '../platform/command/decider';
import { CommandService } from '../platform/command/command.service';
import { ConcurrencyError, EVENT_STORE, type EventStore, type StreamAppend } from '../platform/event-store/event-store.port';
import { parseCsv } from './master-data.csv';
import { MasterDataDecider, masterDataStream, type MasterDataCommand, type MasterDataState } from './master-data.decider';
import { KindIndex, MasterDataIndex, MasterDataLookup } from './master-data.index';
import { readableKind } from './master-data.queries';

/** The kind named in a URL, if the caller may edit it (403 otherwise: reading is not enough). */
function editableKind(user: AuthUser, raw: string): MasterDataKind {
  const kind = readableKind(user, raw);
  if (!canEditMasterData(kind, user)) {
    throw new Forbidden('forbidden', `Editing ${kind} needs ${MASTER_DATA_DECLARATIONS[kind].permission} (or ALL_FUNCTIONS).`);
  }
  return kind;
}

const refusedFields = (problems: readonly MasterDataProblem[]): Refused =>
  Refused.fields(problems.map((p): RefusedFieldInput => ({ field: p.field, code: p.code, message: p.message })));

/** The firm's calendar day: effective dates are Cambodian days. */
const today = () => cambodiaDay(new Date());

@Injectable()
export class MasterDataCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly index: MasterDataIndex,
    private readonly lookup: MasterDataLookup,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async create(user: AuthUser, rawKind: string, input: Record<string, unknown>): Promise<MasterDataRow> {
    const kind = editableKind(user, rawKind);
    const problems = validateMasterDataRow(kind, input);
    if (problems.length > 0) throw refusedFields(problems);
    const values = completeMasterDataValues(kind, scalarValuesOf(input));
    const code = String(values.code);
    const source = this.index.sourceOf(kind);
    if (source) await source.create(user, values);
    else await this.commands.handle({
      decider: MasterDataDecider, stream: masterDataStream(user.tenant, kind, code), actor: user,
      command: { type: 'create', kind, values, unknownReferences: await this.unknownReferences(user.tenant, kind, values), today: today() },
    });
    return (await this.lookup.row(user.tenant, kind, masterDataRowId(MASTER_DATA_DECLARATIONS[kind], { code, validFrom: values.validFrom })))!;
  }

  async update(user: AuthUser, rawKind: string, id: string, changes: Record<string, unknown>): Promise<MasterDataRow> {
    const kind = editableKind(user, rawKind);
    const row = await this.existing(user, kind, id);
    const problems = validateMasterDataRow(kind, changes, { partial: true });
    if (problems.length > 0) throw refusedFields(problems);
    const merged = completeMasterDataValues(kind, { ...pickValues(kind, row), ...scalarValuesOf(changes) });
    const whole = validateMasterDataEdit(kind, pickValues(kind, row), merged, Object.keys(changes));
    if (whole.length > 0) throw refusedFields(whole);
    const changed = Object.fromEntries(Object.keys(changes).map((field) => [field, merged[field]]));
    const source = this.index.sourceOf(kind);
    if (source) await source.update(user, id, changed);
    else await this.commands.handle({
      decider: MasterDataDecider, stream: masterDataStream(user.tenant, kind, row.code), actor: user,
      command: { type: 'update', kind, id, changes: changed, unknownReferences: await this.unknownReferences(user.tenant, kind, changed), today: today() },
    });
    return (await this.lookup.row(user.tenant, kind, id))!;
  }

  /** Retires (never deletes): refused with 409 and the count while anything refers to the row. */
  async retire(user: AuthUser, rawKind: string, id: string): Promise<MasterDataRow> {
    const kind = editableKind(user, rawKind);
    const row = await this.existing(user, kind, id);
    if (this.index.sourceOf(kind)) throw new Conflict('notRetirable', `${kind} rows are not retired: they keep their own area's rules.`);
    // Another live row of the same code (a later rate) keeps the code alive: references follow the code, not the row.
    const sameCode = (await this.index.of(user.tenant, kind)).byCode.get(row.code) ?? [];
    const lastOfCode = sameCode.filter((r) => !r.retired && r.id !== id).length === 0;
    const references = lastOfCode ? await this.lookup.references(user.tenant, kind, row.code) : 0;
    await this.commands.handle({
      decider: MasterDataDecider, stream: masterDataStream(user.tenant, kind, row.code), actor: user,
      command: { type: 'retire', kind, id, references, today: today() },
    });
    return (await this.lookup.row(user.tenant, kind, id))!;
  }

  /**
   * A CSV with a header of field names; each line a row (an existing code or id is updated, a new one created). Every
   * row is checked (its values, its references, then the decision on its stream) and every problem reported; the
   * rows are stored in one transaction only when none has a problem, so an import is all the rows or none.
   */
  async import(user: AuthUser, rawKind: string, csv: string, dryRun: boolean): Promise<MasterDataImportReport> {
    const kind = editableKind(user, rawKind);
    const declaration = MASTER_DATA_DECLARATIONS[kind];
    if (this.index.sourceOf(kind)) throw new Refused('importNotSupported', `${kind} rows are entered one by one: they keep their own area's rules.`, { field: 'csv' });
    const records = parseCsv(csv);
    const rejected: MasterDataImportRejection[] = [];
    if (records.length === 0) throw new Refused('isNotEmpty', 'The CSV has no header.', { field: 'csv' });
    if (records.length - 1 > MASTER_DATA_LIMITS.importRows) {
      throw new Refused('max', `An import holds at most ${MASTER_DATA_LIMITS.importRows} rows.`, { field: 'csv', params: { max: MASTER_DATA_LIMITS.importRows } });
    }
    const header = records[0].map((name) => name.trim());
    const fields = masterDataFieldNames(declaration);
    header.forEach((name) => {
      if (!fields.includes(name)) rejected.push({ row: 1, field: name, code: 'unknownColumn' });
    });
    if (!header.includes('code')) rejected.push({ row: 1, field: 'code', code: 'isDefined' });
    if (rejected.length > 0) return this.answerImport(dryRun, 0, rejected);

    const index = await this.index.of(user.tenant, kind);
    // The referenced kinds' indexes, read once for the whole file (not once per row).
    const referenced = new Map<MasterDataKind, KindIndex>();
    const day = today();
    const seen = new Set<string>();
    // One stream per code: several rows of one effective-dated code are decided one after another on it.
    const planned = new Map<string, { stream: string; version: number; events: MasterDataEvent[]; state: MasterDataState }>();
    let accepted = 0;
    for (let line = 1; line < records.length; line += 1) {
      const record = records[line];
      const rowNumber = line + 1;
      const input: MasterDataValues = {};
      header.forEach((name, column) => {
        const text = record[column] ?? '';
        input[name] = name === 'code' || name === 'parent' || name === 'validFrom' || name === 'validTo' ? (text.trim() === '' ? null : text.trim()) : parseMasterDataCell(kind, name, text);
      });
      const code = typeof input.code === 'string' ? input.code : '';
      const id = code ? masterDataRowId(declaration, { code, validFrom: input.validFrom }) : '';
      const existing = id ? index.byId.get(id) : undefined;
      const values = completeMasterDataValues(kind, existing ? { ...pickValues(kind, existing), ...dropNulls(input, header) } : input);
      const problems = existing
        ? validateMasterDataEdit(kind, pickValues(kind, existing), values, header.filter((field) => input[field] !== null))
        : validateMasterDataRow(kind, values);
      if (problems.length === 0 && seen.has(id)) problems.push({ field: 'code', code: 'duplicate', message: 'The same row twice.' });
      if (problems.length > 0) {
        for (const p of problems) rejected.push({ row: rowNumber, field: p.field, code: p.code });
        continue;
      }
      seen.add(id);
      const stream = masterDataStream(user.tenant, kind, code);
      let plan = planned.get(stream);
      if (!plan) {
        // The stream's state and version from the read model, without reading the log: every event of the stream
        // moves one row's revision by one. A stale index only makes the append refuse (409), never write wrongly.
        const rows = index.byCode.get(code) ?? [];
        const state: MasterDataState = new Map(rows.map((r) => [r.id, { values: pickValues(kind, r), retired: r.retired }]));
        plan = { stream, version: rows.reduce((sum, r) => sum + r.revision, 0), events: [], state };
        planned.set(stream, plan);
      }
      const unknownReferences = await this.unknownReferences(user.tenant, kind, values, referenced);
      const command: MasterDataCommand = existing
        ? { type: 'update', kind, id, changes: Object.fromEntries(Object.entries(values).filter(([field]) => header.includes(field) && field !== 'code' && field !== 'validFrom')), unknownReferences, today: day }
        : { type: 'create', kind, values, unknownReferences, today: day };
      try {
        const events = MasterDataDecider.decide(command, plan.state);
        plan.state = fold(MasterDataDecider, events, plan.state);
        plan.events.push(...events);
        accepted += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const named = error instanceof Refused && error.fields.length > 0 ? error.fields.map((f) => f.field) : [String(error.params?.field ?? 'code')];
        for (const field of named) rejected.push({ row: rowNumber, field, code: error.code });
      }
    }
    if (rejected.length > 0 || dryRun) return this.answerImport(dryRun, rejected.length > 0 ? 0 : accepted, rejected);
    const appends: StreamAppend[] = [...planned.values()].filter((p) => p.events.length > 0)
      .map((p) => ({ stream: p.stream, events: p.events, expectedVersion: p.version }));
    try {
      if (appends.length > 0) await this.store.appendMany(appends, { tenant: user.tenant, userId: user.id });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new Conflict('conflict', REFUSALS.conflict);
      throw error;
    }
    return { dryRun: false, accepted, rejected: [] };
  }

  /** A dry run reports; a real import with a rejected row stores nothing and answers 400 listing every problem. */
  private answerImport(dryRun: boolean, accepted: number, rejected: MasterDataImportRejection[]): MasterDataImportReport {
    if (dryRun || rejected.length === 0) return { dryRun, accepted, rejected };
    throw Refused.fields(rejected.slice(0, 1000).map((r) => ({
      field: `csv.${r.row}.${r.field}`, code: r.code, message: `Row ${r.row}, ${r.field}: ${r.code}`, params: { row: r.row },
    })));
  }

  private async existing(user: AuthUser, kind: MasterDataKind, id: string): Promise<MasterDataRow> {
    const row = await this.lookup.row(user.tenant, kind, id);
    if (!row) throw new NotFound();
    return row;
  }

  /** The reference fields (parent, bank, village ...) among `values` whose code names no live row of their kind. */
  private async unknownReferences(
    tenant: string, kind: MasterDataKind, values: MasterDataValues, indexes = new Map<MasterDataKind, KindIndex>(),
  ): Promise<string[]> {
    const declaration = MASTER_DATA_DECLARATIONS[kind];
    const parent: Array<[string, MasterDataKind]> = declaration.parent ? [['parent', declaration.parent]] : [];
    const refs: Array<[string, MasterDataKind]> = [
      ...parent,
      ...declaration.fields.filter((f) => f.type === 'reference' && f.ref).map((f): [string, MasterDataKind] => [f.name, f.ref!]),
    ];
    const unknown: string[] = [];
    for (const [field, target] of refs) {
      const code = values[field];
      if (typeof code !== 'string' || code === '') continue;
      let index = indexes.get(target);
      if (!index) {
        index = await this.index.of(tenant, target);
        indexes.set(target, index);
      }
      if (!(index.byCode.get(code) ?? []).some((row) => !row.retired)) unknown.push(field);
    }
    return unknown;
  }
}

/** The stored values of a row (its declared fields), without the bookkeeping. */
function pickValues(kind: MasterDataKind, row: MasterDataRow): MasterDataValues {
  return Object.fromEntries(masterDataFieldNames(MASTER_DATA_DECLARATIONS[kind]).map((field) => [field, row[field] ?? null]));
}

/** An import row's cells: an empty cell of a column leaves an existing row's value as it is. */
function dropNulls(input: MasterDataValues, header: string[]): MasterDataValues {
  return Object.fromEntries(header.filter((field) => input[field] !== null).map((field) => [field, input[field]]));
}

const isMasterDataValue = (value: unknown): value is MasterDataValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A validated body's values, typed: validateMasterDataRow has refused any declared field whose value is not its type
 * and any field not declared, so nothing is left out here but what completeMasterDataValues reads as empty (undefined).
 */
function scalarValuesOf(input: Record<string, unknown>): MasterDataValues {
  return Object.fromEntries(Object.entries(input).filter((entry): entry is [string, MasterDataValue] => isMasterDataValue(entry[1])));
}
