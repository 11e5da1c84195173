import {
  MASTER_DATA_DECLARATIONS, masterDataFieldNames, validateMasterDataEdit, validateMasterDataRow,
  type MasterDataKind, type MasterDataProblem, type MasterDataRow, type MasterDataValue, type MasterDataValues,
} from '@cis/contracts';
import { labelIn } from '../../../lib/in-language';

/** The form's draft: every field of the kind, as the inputs hold it. */
export type Draft = Record<string, MasterDataValue>;

export function draftOf(kind: MasterDataKind, row: MasterDataRow | null, today: string): Draft {
  const declaration = MASTER_DATA_DECLARATIONS[kind];
  const draft: Draft = {};
  for (const name of masterDataFieldNames(declaration)) {
    const field = declaration.fields.find((f) => f.name === name);
    const fallback = field?.type === 'boolean' ? true : name === 'validFrom' && declaration.effectiveDated ? today : null;
    draft[name] = row ? (row[name] ?? null) : fallback;
  }
  return draft;
}

const blankToNull = (value: MasterDataValue): MasterDataValue => (typeof value === 'string' && value.trim() === '' ? null : value);

/** What a save sends: the whole row for a new one; only what changed for an edit (read-only fields never). */
export function valuesToSend(kind: MasterDataKind, draft: Draft, row: MasterDataRow | null): MasterDataValues {
  const declaration = MASTER_DATA_DECLARATIONS[kind];
  const readOnly = new Set(declaration.fields.filter((f) => f.readOnly).map((f) => f.name));
  const values: MasterDataValues = {};
  for (const name of masterDataFieldNames(declaration)) {
    if (readOnly.has(name)) continue;
    const value = blankToNull(draft[name]);
    if (!row) {
      if (value !== null) values[name] = value;
    } else if ((row[name] ?? null) !== value) {
      values[name] = value;
    }
  }
  return values;
}

/**
 * The same check the BFF makes, before anything is sent. An edit is held only to what it changes (as the BFF's
 * PATCH): a row stored before a rule existed can still be closed or renamed.
 */
export function problemsOf(kind: MasterDataKind, draft: Draft, row: MasterDataRow | null): MasterDataProblem[] {
  const values = valuesToSend(kind, draft, null);
  const readOnly = MASTER_DATA_DECLARATIONS[kind].fields.filter((f) => f.readOnly).map((f) => f.name);
  for (const name of readOnly) delete values[name];
  if (!row) return validateMasterDataRow(kind, values);
  const stored = Object.fromEntries(masterDataFieldNames(MASTER_DATA_DECLARATIONS[kind]).filter((name) => !readOnly.includes(name)).map((name) => [name, row[name] ?? null]));
  return validateMasterDataEdit(kind, stored, { ...values, code: row.code }, Object.keys(valuesToSend(kind, draft, row)));
}

/** The label of a field (code, parent, validFrom, validTo or a declared one). */
export function fieldLabelOf(kind: MasterDataKind, name: string, language: string, t: (key: string) => string): string {
  const field = MASTER_DATA_DECLARATIONS[kind].fields.find((f) => f.name === name);
  if (field) return labelIn(language, field.label);
  return t(`masterData.generic.field.${name}`);
}
