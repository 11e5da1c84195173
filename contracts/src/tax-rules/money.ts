/**
 * Exact integer arithmetic for riel amounts. Products of amounts and basis points pass 2^53 for large turnovers
 * (KHR 10^13 × 10^4), so the multiplications run in BigInt and only the rounded result comes back as a number.
 * Rounding is half up, away from zero for negatives (documented in docs/decisions.md, "Tax rules").
 */

export const BASIS_POINTS = 10_000;

/**
 * A percentage held as basis points: a whole number from 0 to 10,000 (100 %). Every rate master data keeps in basis
 * points is checked with this one rule (the BFF on write and import, the web form before sending).
 */
export const isBasisPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= BASIS_POINTS;

/** round(numerator / denominator) half away from zero, numerator and denominator integers, denominator > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideHalfUp: denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/** round(numerator / denominator) to a multiple of `increment` (whole riel: 1), half up. */
export function roundToIncrement(numerator: bigint, denominator: bigint, increment: number): number {
  const step = BigInt(increment);
  return toSafeNumber(divideHalfUp(numerator, denominator * step) * step);
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * round(product of `factors` / denominator) to a multiple of `increment`, half away from zero. Integers only. Plain
 * numbers while every intermediate stays exact (a form's lines, nearly always); BigInt beyond, so a payroll of
 * thousands of lines recomputes in the browser without allocating a BigInt per step.
 */
export function roundProduct(factors: readonly number[], denominator: number, increment: number, subtract = 0): number {
  let product = 1;
  let exact = true;
  for (const factor of factors) {
    product *= factor;
    if (!(Math.abs(product) <= SAFE)) exact = false;
  }
  const numerator = product - subtract;
  const divisor = denominator * increment;
  if (exact && Math.abs(numerator) * 2 + divisor <= SAFE && Math.abs(subtract) <= SAFE) {
    const magnitude = Math.floor((2 * Math.abs(numerator) + divisor) / (2 * divisor)) * increment;
    return numerator < 0 ? -magnitude : magnitude;
  }
  const big = factors.reduce((acc, factor) => acc * BigInt(factor), 1n) - BigInt(subtract);
  return roundToIncrement(big, BigInt(denominator), increment);
}

export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} is beyond the safe integer range`);
  }
  return Number(value);
}

/** An amount with at most two decimals as a whole number of hundredths (dollars to cents, 4,100.50 to 410050). */
export function toHundredths(value: number): bigint {
  return BigInt(Math.round(value * 100));
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Dollars (2 decimals) at a KHR-per-USD rate (2 decimals) as whole riel, half up. */
export function usdToRiel(usd: number, exchangeRate: number): number {
  return toSafeNumber(divideHalfUp(toHundredths(usd) * toHundredths(exchangeRate), 10_000n));
}
