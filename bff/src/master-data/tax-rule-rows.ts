import {
  DUE_RULES, RATE_UNITS, TAXPAYER_CATEGORIES, TAX_RETURN_TYPES, THRESHOLD_UNITS,
  type EffectiveDatedRow, type MasterDataRow, type TaxRuleKind, type TaxRuleRows,
} from '@cis/contracts';

/** A check of one field's value that tells the compiler the value's type when it holds. */
type FieldCheck<T> = (value: unknown) => value is T;

/** One check per field of a row type: a field the type gains and the shape lacks fails to compile. */
type RowShape<R> = { [F in keyof R]-?: FieldCheck<R[F]> };

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const number = (value: unknown): value is number => typeof value === 'number';
const numberOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number';
const oneOf = <T extends string>(options: readonly T[]) => (value: unknown): value is T => options.some((option) => option === value);

const effectiveDated: RowShape<EffectiveDatedRow> = {
  code: text, validFrom: text, validTo: textOrNull, nameEn: text, nameKm: text, source: text,
};

const SHAPES: { readonly [K in TaxRuleKind]: RowShape<TaxRuleRows[K][number]> } = {
  rate: { ...effectiveDated, unit: oneOf(RATE_UNITS), value: number, bandTable: textOrNull, bandFrom: numberOrNull },
  threshold: { ...effectiveDated, unit: oneOf(THRESHOLD_UNITS), value: number },
  'tax-code': {
    ...effectiveDated, returnType: oneOf(TAX_RETURN_TYPES), dueRule: oneOf(DUE_RULES), dueDay: numberOrNull, dueMonth: numberOrNull,
    dueMonths: numberOrNull, startGraceDays: numberOrNull,
  },
  'withholding-tax-type': { ...effectiveDated, residentBasisPoints: numberOrNull, nonResidentBasisPoints: numberOrNull },
  'patent-tax-payable': { ...effectiveDated, category: oneOf(TAXPAYER_CATEGORIES), turnoverAbove: numberOrNull, amount: number },
};

/** The row holds every field of the shape with a value of the field's type. */
function hasShape<R>(row: MasterDataRow, shape: RowShape<R>): row is MasterDataRow & R {
  for (const field in shape) if (!shape[field](row[field])) return false;
  return true;
}

/**
 * A rule kind's master-data rows as the tax rules read them. Master data validates every row against its kind's
 * declaration when it is written (contracts/src/master-data/master-data.kinds.ts declares the fields of these row
 * types), so a row that does not hold its kind's shape is a broken store: refused loudly rather than computed with.
 */
function ruleRows<K extends TaxRuleKind>(kind: K, rows: readonly MasterDataRow[]): Array<MasterDataRow & TaxRuleRows[K][number]> {
  const shape: RowShape<TaxRuleRows[K][number]> = SHAPES[kind];
  return rows.map((row) => {
    if (!hasShape(row, shape)) throw new Error(`Master data row ${row.id} of kind ${kind} does not hold the fields of a ${kind} rule`);
    return row;
  });
}

/** Every rule kind's live rows, typed per kind: `rowsOf(kind)` answers a kind's rows (retired ones already left out). */
export function taxRuleRowsOf(rowsOf: (kind: TaxRuleKind) => readonly MasterDataRow[]): TaxRuleRows {
  return {
    rate: ruleRows('rate', rowsOf('rate')),
    threshold: ruleRows('threshold', rowsOf('threshold')),
    'tax-code': ruleRows('tax-code', rowsOf('tax-code')),
    'withholding-tax-type': ruleRows('withholding-tax-type', rowsOf('withholding-tax-type')),
    'patent-tax-payable': ruleRows('patent-tax-payable', rowsOf('patent-tax-payable')),
  };
}
