import type { TaxClientContext, TaxComputation, TaxFormByType, TaxReturnLine, TaxReturnType, TaxRuleRows } from './tax-rules';
import { computeReturn } from './compute';
import { lineMagnitude, roundingIncrementOf, totalOf } from './lines';
import { ruleSetForReturn } from './rule-set';

/**
 * Test helpers (used by the specs only; not exported from the module): compute a return with given rule rows and
 * check that every line's amount is reached from its base and rate, as a client reading the return would.
 */
export function computeWith<T extends TaxReturnType>(
  rows: TaxRuleRows,
  type: T,
  period: string,
  form: TaxFormByType[T],
  client: TaxClientContext = { category: 'medium' },
): TaxComputation {
  const ruleSet = ruleSetForReturn(rows, type, period);
  const result = computeReturn({ type, period, form, client, ruleSet });
  expectLinesExplainTotal(result.lines, result.totalDue, roundingIncrementOf(ruleSet));
  return result;
}

/** Every line's amount follows from its base and rate; the total is the sum of the lines that count. */
export function expectLinesExplainTotal(lines: readonly TaxReturnLine[], totalDue: number, increment = 1): void {
  for (const line of lines) {
    const magnitude = lineMagnitude(line, increment);
    const expected = line.kind === 'credit' ? -magnitude : magnitude;
    if (line.amount !== expected) {
      throw new Error(`line ${line.code} (${line.label.en}) shows ${line.amount} but its base ${line.base} and rate give ${expected}`);
    }
    if (!line.label.en || !line.label.km) throw new Error(`line ${line.code} lacks an English or Khmer label`);
  }
  const sum = totalOf(lines);
  if (sum !== totalDue) throw new Error(`lines add up to ${sum}, total due says ${totalDue}`);
}

export const lineOf = (result: TaxComputation, code: string): TaxReturnLine => {
  const found = result.lines.find((line) => line.code === code);
  if (!found) throw new Error(`no line ${code} in ${result.lines.map((line) => line.code).join(', ')}`);
  return found;
};
