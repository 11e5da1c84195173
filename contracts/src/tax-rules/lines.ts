import type { LineRate, LocalizedText, OriginalAmount, TaxLineKind, TaxReturnLine, TaxRuleSet } from './tax-rules';
import { RULE_CODES } from './tax-rules';
import { BASIS_POINTS, divideHalfUp, roundProduct, toSafeNumber } from './money';
import { findThreshold } from './rule-set';

const BP = BigInt(BASIS_POINTS);

/** Whole riel unless the rule set says otherwise (threshold `rounding.increment`, KHR). */
export function roundingIncrementOf(set: TaxRuleSet): number {
  const row = findThreshold(set, RULE_CODES.threshold.roundingIncrement);
  return row && row.unit === 'KHR' && row.value >= 1 ? row.value : 1;
}

/**
 * The magnitude a line's base and rate give (TaxReturnLine.amount without its sign), exactly as documented on
 * LineRate. Exported so a test, or a reader of a stored return, can check every line.
 */
export function lineMagnitude(
  line: Pick<TaxReturnLine, 'base' | 'rate' | 'share'>,
  increment: number,
): number {
  const share = line.share?.basisPoints ?? BASIS_POINTS;
  const rate: LineRate = line.rate;
  switch (rate.kind) {
    case 'percent':
      return roundProduct([line.base, rate.basisPoints, rate.months ?? 1, share], BASIS_POINTS * BASIS_POINTS, increment);
    case 'progressive':
      return roundProduct([line.base, rate.basisPoints], BASIS_POINTS, increment, Math.round(rate.deduction * BASIS_POINTS));
    case 'per-unit':
      return roundProduct([line.base, rate.amount, share], BASIS_POINTS, increment);
    case 'none':
      return line.base;
  }
}

export interface LineSpec {
  code: string;
  label: LocalizedText;
  kind: TaxLineKind;
  base: number;
  rate: LineRate;
  share?: TaxReturnLine['share'];
  original?: OriginalAmount;
  grossedUpFrom?: number;
}

/** A line whose amount follows from its base and rate (negative for a credit). */
export function makeLine(spec: LineSpec, increment: number): TaxReturnLine {
  const magnitude = lineMagnitude(spec, increment);
  const line: TaxReturnLine = {
    code: spec.code,
    label: spec.label,
    kind: spec.kind,
    base: spec.base,
    rate: spec.rate,
    amount: spec.kind === 'credit' ? -magnitude : magnitude,
  };
  if (spec.share && spec.share.basisPoints !== BASIS_POINTS) line.share = spec.share;
  if (spec.original) line.original = spec.original;
  if (spec.grossedUpFrom !== undefined) line.grossedUpFrom = spec.grossedUpFrom;
  return line;
}

/** The amount the lines add up to (every line but `info`). */
export function totalOf(lines: readonly TaxReturnLine[]): number {
  return lines.reduce((sum, line) => (line.kind === 'info' ? sum : sum + line.amount), 0);
}

/**
 * The quick-formula deduction of a progressive scale at the band the base falls in: the sum over the lower bands of
 * bandFrom × (rate − previous rate). tax = base × rate − deduction equals the sum of each band's share.
 */
export function progressiveRate(
  bands: ReadonlyArray<{ value: number; bandFrom: number | null }>,
  base: number,
  ruleCode: string,
): Extract<LineRate, { kind: 'progressive' }> {
  // Band bounds times rate steps stay far below 2^53 for any real scale (KHR 10^12 x 10^4).
  let deductionNumerator = 0;
  let previous = 0;
  let marginal = 0;
  for (const band of bands) {
    const from = band.bandFrom ?? 0;
    if (base <= from && from > 0) break;
    deductionNumerator += from * (band.value - previous);
    previous = band.value;
    marginal = band.value;
  }
  const deduction = deductionNumerator / BASIS_POINTS;
  return { kind: 'progressive', basisPoints: marginal, deduction, ruleCode };
}

/** The gross that leaves `net` after withholding `basisPoints` of it: round(net / (1 − rate)). */
export function grossUp(net: number, basisPoints: number): number {
  return toSafeNumber(divideHalfUp(BigInt(net) * BP, BP - BigInt(basisPoints)));
}
