import { isEventOf, type EventUnion } from '../platform/events';
import { Permission, isAllowed, type AccessRule, type Grant } from '../auth/permissions';
import type { LocalizedText } from '../tax-rules/tax-rules';
import { isIsoDate } from '../tax-rules/dates';
import { checkRuleRow } from '../tax-rules/rule-set';
import { TAX_RULE_KINDS } from '../tax-rules/tax-rules';
import { isOneOf } from '../platform/typed';
import { BASIS_POINTS, isBasisPoints } from '../tax-rules/money';
import {
  MASTER_DATA_DECLARATIONS, MASTER_DATA_LIMITS, masterDataFieldNames,
  type MasterDataField, type MasterDataGroup, type MasterDataKind, type MasterDataKindDeclaration,
} from './master-data.kinds';

export * from './master-data.kinds';

/** A stored value: what a CSV cell or a form field becomes. */
export type MasterDataValue = string | number | boolean | null;

/** The values of a row: `code`, `parent`, `validFrom`, `validTo` and the declared fields, flat (tax rules read them as is). */
export type MasterDataValues = Record<string, MasterDataValue>;

/** One row as the API answers it: its values and the bookkeeping. */
export type MasterDataRow = MasterDataValues & {
  id: string;
  kind: MasterDataKind;
  code: string;
  /** Retired rows stay (nothing is hard-deleted); lists leave them out unless asked. */
  retired: boolean;
  /** How many changes the row has had (1 when created). */
  revision: number;
  updatedAt: string;
};

/**
 * A row's id: its code, or for an effective-dated kind its code and first day (`vat.standard~2024-01-01`), since
 * several rows share a code there. Readable, so a URL names the row it shows.
 */
export function masterDataRowId(declaration: Pick<MasterDataKindDeclaration, 'effectiveDated'>, values: { code: string; validFrom?: MasterDataValue }): string {
  return declaration.effectiveDated ? `${values.code}~${String(values.validFrom)}` : values.code;
}

/** GET api/master-data: one entry per kind the caller may read. */
export interface MasterDataKindSummary {
  kind: MasterDataKind;
  group: MasterDataGroup;
  label: LocalizedText;
  /** Rows not retired. */
  count: number;
  /** The caller holds the kind's UPDATE_* code (or ALL_FUNCTIONS). */
  canEdit: boolean;
}

export interface MasterDataPagination {
  page: number;
  size: number;
  total: number;
  lastPage: number;
}

export interface MasterDataPage {
  items: MasterDataRow[];
  pagination: MasterDataPagination;
}

/** One entry of GET api/master-data/:kind/:id/history, oldest first. */
export interface MasterDataHistoryEntry {
  at: string;
  /** The account that changed it; null for the seed and system changes. */
  userId: string | null;
  userName: string | null;
  action: 'created' | 'updated' | 'retired';
  /** The fields as they were before and after (created: after only). */
  changes: Array<{ field: string; before: MasterDataValue | undefined; after: MasterDataValue | undefined }>;
}

export interface MasterDataImportRejection {
  /** The CSV line of the row (1 = the header; the first data row is 2). */
  row: number;
  field: string;
  /** A stable code (`isDefined`, `maxLength`, `unknownReference` ...), as a 400's field error. */
  code: string;
}

/** What POST api/master-data/:kind/import answers: every row is stored, or none (then `accepted` is 0). */
export interface MasterDataImportReport {
  dryRun: boolean;
  /** Rows stored (a dry run: rows that would be). */
  accepted: number;
  rejected: MasterDataImportRejection[];
}

export const MASTER_DATA_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type MasterDataExportFormat = (typeof MASTER_DATA_EXPORT_FORMATS)[number];

export const MASTER_DATA_SORT_ORDERS = ['asc', 'desc'] as const;

export const MasterDataRoutes = {
  /** GET: the kinds the caller may read, with counts and whether it may edit. */
  base: 'api/master-data',
  /** GET ?search=&sort=&order=&page=&size=&parent=&activeOn=&retired= -> MasterDataPage; POST (UPDATE_*) a row. */
  kind: (kind: string) => `api/master-data/${kind}`,
  /** GET / PATCH (UPDATE_*) / DELETE (UPDATE_*: retires, never deletes). */
  one: (kind: string, id: string) => `api/master-data/${kind}/${encodeURIComponent(id)}`,
  history: (kind: string, id: string) => `api/master-data/${kind}/${encodeURIComponent(id)}/history`,
  /** POST text/csv (or {csv}) ?dryRun=true -> MasterDataImportReport. */
  import: (kind: string) => `api/master-data/${kind}/import`,
  /** GET ?format=csv|xlsx -> a file. */
  export: (kind: string) => `api/master-data/${kind}/export`,
} as const;

export const MasterDataEvents = {
  created: 'master-data.row-created',
  updated: 'master-data.row-updated',
  retired: 'master-data.row-retired',
} as const;

export interface MasterDataRowCreatedData {
  kind: MasterDataKind;
  id: string;
  values: MasterDataValues;
}
export interface MasterDataRowUpdatedData {
  kind: MasterDataKind;
  id: string;
  /** The fields that changed, with their new values. */
  changes: MasterDataValues;
  /** The same fields before. */
  previous: MasterDataValues;
}
export interface MasterDataRowRetiredData {
  kind: MasterDataKind;
  id: string;
}

/** Every event of master data: narrow on `type`, `data` follows. */
export type MasterDataEvent = EventUnion<{
  [MasterDataEvents.created]: MasterDataRowCreatedData;
  [MasterDataEvents.updated]: MasterDataRowUpdatedData;
  [MasterDataEvents.retired]: MasterDataRowRetiredData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<MasterDataEvent>`. */
export const isMasterDataEvent = isEventOf<MasterDataEvent>(Object.values(MasterDataEvents));

// ---------------------------------------------------------------------------------------------------------------
// Validation of a row against its declaration (the BFF before deciding, the web form before sending)
// ---------------------------------------------------------------------------------------------------------------

export interface MasterDataProblem {
  field: string;
  /** The rule broken, as class-validator names it where there is one: isDefined, maxLength, min, max, isIn ... */
  code: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SAFE_URL = /^https?:\/\/[^\s]+$/i;

function checkField(field: MasterDataField, value: unknown, add: (code: string, message: string) => void): void {
  const label = field.label.en;
  // Spaces alone fill no required field: a name of spaces listed a row without a name (the row is stored as typed).
  const blank = value === undefined || value === null || value === '' || (field.required && typeof value === 'string' && value.trim() === '');
  if (blank) {
    if (field.required && !field.readOnly) add('isDefined', `${label} is required.`);
    return;
  }
  switch (field.type) {
    case 'integer':
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return add('isNumber', `${label} must be a number.`);
      if (field.type === 'integer' && !Number.isSafeInteger(value)) return add('isInt', `${label} must be a whole number.`);
      if (field.type === 'decimal' && field.decimals !== undefined && Math.round(value * 10 ** field.decimals) / 10 ** field.decimals !== value) {
        return add('decimals', `${label} has at most ${field.decimals} decimals.`);
      }
      if (field.basisPoints && !isBasisPoints(value)) return add('basisPoints', `${label} is a percentage in basis points: 0 to ${BASIS_POINTS.toLocaleString('en-US')} (100 %).`);
      if (field.min !== undefined && value < field.min) return add('min', `${label} must be at least ${field.min}.`);
      if (field.max !== undefined && value > field.max) return add('max', `${label} must be at most ${field.max}.`);
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') add('isBoolean', `${label} must be true or false.`);
      return;
    case 'date':
      if (!isIsoDate(value)) add('isIsoDate', `${label} must be a day, YYYY-MM-DD.`);
      return;
    case 'enum':
      if (typeof value !== 'string' || !field.options?.includes(value)) add('isIn', `${label} must be one of ${field.options?.join(', ')}.`);
      return;
    default: {
      if (typeof value !== 'string') return add('isString', `${label} must be text.`);
      if (field.maxLength !== undefined && value.length > field.maxLength) return add('maxLength', `${label} is at most ${field.maxLength} characters.`);
      if (field.pattern && !new RegExp(field.pattern).test(value)) return add('matches', `${label}: ${field.patternHint?.en ?? 'not in the expected form'}.`);
      if (field.type === 'email' && !EMAIL.test(value)) return add('isEmail', `${label} must be an email address.`);
      if (field.type === 'url' && !SAFE_URL.test(value)) return add('isUrl', `${label} must be an http or https link.`);
    }
  }
}

/**
 * What is wrong with a row of `kind` (empty when nothing): every value against its declared type and limits, the
 * code's form, validFrom/validTo of an effective-dated kind, the parent's form, fields that are not declared. With
 * `partial`, only the fields given are checked (a PATCH); the caller merges and checks the whole row as well.
 * Rows of the tax-rule kinds are also checked by `checkRuleRow` (the tax rules' own invariants: bands in pairs...).
 * Whether a referenced code exists is the BFF's to look up.
 */
export function validateMasterDataRow(kind: MasterDataKind, values: Record<string, unknown>, options: { partial?: boolean } = {}): MasterDataProblem[] {
  const declaration = MASTER_DATA_DECLARATIONS[kind];
  const problems: MasterDataProblem[] = [];
  const known = new Set(masterDataFieldNames(declaration));
  const given = (name: string) => !options.partial || Object.prototype.hasOwnProperty.call(values, name);
  for (const name of Object.keys(values)) {
    if (!known.has(name)) problems.push({ field: name, code: 'whitelistValidation', message: `${name} is not a field of ${kind}.` });
  }
  const asValue = (name: string): unknown => values[name];
  if (given('code')) {
    const code = asValue('code');
    if (typeof code !== 'string' || code === '') problems.push({ field: 'code', code: 'isDefined', message: 'code is required.' });
    else if (code.length > declaration.codeMaxLength) problems.push({ field: 'code', code: 'maxLength', message: `code is at most ${declaration.codeMaxLength} characters.` });
    else if (!new RegExp(declaration.codePattern).test(code)) problems.push({ field: 'code', code: 'matches', message: `code: ${declaration.codeHint.en}.` });
  }
  if (declaration.parent && given('parent')) {
    const parentKind = MASTER_DATA_DECLARATIONS[declaration.parent];
    const parent = asValue('parent');
    if (typeof parent !== 'string' || parent === '') problems.push({ field: 'parent', code: 'isDefined', message: `parent (a ${declaration.parent} code) is required.` });
    else if (!new RegExp(parentKind.codePattern).test(parent)) problems.push({ field: 'parent', code: 'matches', message: `parent: ${parentKind.codeHint.en}.` });
  }
  if (declaration.effectiveDated) {
    const validFrom = asValue('validFrom');
    const validTo = asValue('validTo');
    if (given('validFrom') && !isIsoDate(validFrom)) problems.push({ field: 'validFrom', code: 'isIsoDate', message: 'validFrom must be a day, YYYY-MM-DD.' });
    if (given('validTo') && validTo !== null && validTo !== undefined && !isIsoDate(validTo)) {
      problems.push({ field: 'validTo', code: 'isIsoDate', message: 'validTo must be a day, YYYY-MM-DD, or empty.' });
    }
    if (isIsoDate(validFrom) && isIsoDate(validTo) && validTo < validFrom) {
      problems.push({ field: 'validTo', code: 'notBeforeValidFrom', message: 'validTo must not be before validFrom.' });
    }
  }
  for (const field of declaration.fields) {
    if (!given(field.name)) continue;
    checkField(field, asValue(field.name), (code, message) => problems.push({ field: field.name, code, message }));
  }
  if (kind === 'coupon') {
    const from = asValue('validFrom');
    const to = asValue('validTo');
    if (isIsoDate(from) && isIsoDate(to) && to < from) problems.push({ field: 'validTo', code: 'notBeforeValidFrom', message: 'validTo must be on or after validFrom.' });
  }
  if (!options.partial && isOneOf(TAX_RULE_KINDS, kind) && problems.length === 0) {
    // Every field passed checkField above, so each value is a MasterDataValue (or absent, which completes to null).
    const row = completeMasterDataValues(kind, masterDataValuesOf(values));
    for (const problem of checkRuleRow(kind, row)) {
      if (!problems.some((p) => p.field === problem.field)) problems.push(problem);
    }
  }
  return problems;
}

/**
 * What is wrong with an edited row that the edit brings (a PATCH, an import line updating an existing row, the web's
 * edit form): the whole merged row is checked, but a problem the stored row already had, in a field the edit leaves
 * alone, is not held against it. A row stored before a rule existed (a rate above 100 %) stays readable and can still
 * be closed with validTo or renamed; an edit of the offending field (or of what it depends on, the unit) must fix it.
 */
export function validateMasterDataEdit(
  kind: MasterDataKind, stored: Readonly<Record<string, unknown>>, merged: Record<string, unknown>, changed: readonly string[],
): MasterDataProblem[] {
  const problems = validateMasterDataRow(kind, merged);
  if (problems.length === 0) return problems;
  const key = (p: MasterDataProblem) => `${p.field}\u0000${p.code}`;
  const before = new Set(validateMasterDataRow(kind, stored).map(key));
  const touched = new Set(changed);
  return problems.filter((p) => touched.has(p.field) || !before.has(key(p)));
}

/** Whether a value is one a master-data field holds (text, number, true/false or null). */
export const isMasterDataValue = (value: unknown): value is MasterDataValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The fields of `values` that hold a MasterDataValue (others are left out, as absent ones are). */
export function masterDataValuesOf(values: Readonly<Record<string, unknown>>): MasterDataValues {
  const typed: MasterDataValues = {};
  for (const [name, value] of Object.entries(values)) if (isMasterDataValue(value)) typed[name] = value;
  return typed;
}

/**
 * The values of a row with every declared field present: absent optional values become null (so a stored row has
 * one shape, and the tax rules read `validTo: null`, `bandTable: null`).
 */
export function completeMasterDataValues(kind: MasterDataKind, values: MasterDataValues): MasterDataValues {
  const declaration = MASTER_DATA_DECLARATIONS[kind];
  const complete: MasterDataValues = {};
  for (const name of masterDataFieldNames(declaration)) {
    const value = values[name];
    complete[name] = value === undefined || value === '' ? null : value;
  }
  return complete;
}

/**
 * A CSV cell (or any text input) as the value its field holds: numbers parsed, true/false, empty -> null. Answers the
 * text unchanged when it does not parse, so validation names the field.
 */
export function parseMasterDataCell(kind: MasterDataKind, name: string, text: string): MasterDataValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const field = MASTER_DATA_DECLARATIONS[kind].fields.find((f) => f.name === name);
  if (!field) return trimmed;
  if (field.type === 'integer' || field.type === 'decimal') {
    const number = Number(trimmed.replace(/,/g, ''));
    return Number.isFinite(number) && /^-?[\d,]*\.?\d+$/.test(trimmed) ? number : trimmed;
  }
  if (field.type === 'boolean') {
    const lower = trimmed.toLowerCase();
    if (lower === 'true' || lower === 'yes' || lower === '1') return true;
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    return trimmed;
  }
  return trimmed;
}

/**
 * A text cell as a spreadsheet may safely show it: a cell that starts with `=`, `+`, `-`, `@` (or a tab or carriage
 * return) would be run as a formula, so it gets a leading apostrophe (OWASP "CSV injection"). Numbers stay numbers.
 */
export function neutraliseSpreadsheetCell(value: MasterDataValue): MasterDataValue {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Is `row` in force on `day` (both ends inclusive)? Kinds that are not effective-dated are always in force. */
export function masterDataRowInForce(row: { readonly [field: string]: unknown }, day: string): boolean {
  const from = typeof row.validFrom === 'string' ? row.validFrom : null;
  const to = typeof row.validTo === 'string' ? row.validTo : null;
  return (from === null || from <= day) && (to === null || day <= to);
}

export { MASTER_DATA_LIMITS };

// ---------------------------------------------------------------------------------------------------------------
// Who reads and who edits a kind (the BFF's refusals, the web's screen)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Reading: a kind everyone needs (addresses, banks, document types, the rules a return shows) is open to every
 * signed-in account; the others to staff accounts.
 */
export function masterDataReadRule(kind: MasterDataKind): AccessRule {
  return MASTER_DATA_DECLARATIONS[kind].readers === 'signed-in' ? {} : { kinds: ['staff'] };
}

/**
 * Editing: a staff account holding the kind's UPDATE_* code, or ALL_FUNCTIONS (spec s6). ALL_FUNCTIONS_READ reads
 * everything and edits nothing, so the rule names the codes (ANY_NAMED) instead of letting it stand in.
 */
export function masterDataWriteRule(kind: MasterDataKind): AccessRule {
  return { permission: [MASTER_DATA_DECLARATIONS[kind].permission, Permission.ALL_FUNCTIONS], permissionOp: 'ANY_NAMED', kinds: ['staff'] };
}

export const canReadMasterData = (kind: MasterDataKind, grant: Grant) => isAllowed(masterDataReadRule(kind), grant) || canEditMasterData(kind, grant);
export const canEditMasterData = (kind: MasterDataKind, grant: Grant) => isAllowed(masterDataWriteRule(kind), grant);
