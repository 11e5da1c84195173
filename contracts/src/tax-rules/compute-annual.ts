import type { LineRate, TaxNote, TaxReturnLine, TaxRuleSet } from './tax-rules';
import { ANNUAL_RATE_CLASSES, RULE_CODES } from './tax-rules';
import type { PartialComputation } from './compute-shared';
import { flag, oneOf, rielAmount, type UncheckedForm } from './form-checks';
import { ANNUAL_RATE_CLASS_LABELS, labelWith, noteOf } from './labels';
import { lineMagnitude, makeLine, progressiveRate, roundingIncrementOf } from './lines';
import { bandTable, basisPointsOf } from './rule-set';

/**
 * The annual return of tax on income: losses brought forward deducted from the year's taxable income, the rate of
 * the class (sole proprietors: yearly bands; general insurance: on gross premiums), the minimum tax (1 % of
 * turnover) when records are not proper and it exceeds the tax on income (not for a QIP in its holiday), less the
 * prepayments and the advance tax paid on dividends. Credits above the liability are carried forward, as is a loss.
 */
export function computeAnnual(form: UncheckedForm, set: TaxRuleSet): PartialComputation {
  const increment = roundingIncrementOf(set);
  const codes = RULE_CODES.rate;
  const notes: TaxNote[] = [];
  const lines: TaxReturnLine[] = [];

  const turnover = rielAmount('turnover', form.turnover, { optional: false });
  const taxableIncome = rielAmount('taxableIncome', form.taxableIncome, { optional: false, signed: true });
  const rateClass = oneOf('rateClass', form.rateClass, ANNUAL_RATE_CLASSES);
  const properRecords = flag('properRecords', form.properRecords, true);
  const lossesBroughtForward = rielAmount('lossesBroughtForward', form.lossesBroughtForward);
  const prepaymentCredits = rielAmount('prepaymentCredits', form.prepaymentCredits);
  const dividendTaxCredits = rielAmount('dividendTaxCredits', form.dividendTaxCredits);

  const lossesUsed = taxableIncome > 0 ? Math.min(lossesBroughtForward, taxableIncome) : 0;
  const lossesLeft = taxableIncome >= 0 ? lossesBroughtForward - lossesUsed : lossesBroughtForward - taxableIncome;
  const taxable = Math.max(0, taxableIncome - lossesUsed);
  if (lossesUsed > 0) {
    lines.push(makeLine({ code: 'annual.losses-used', label: labelWith('annual.losses-used'), kind: 'info', base: lossesUsed, rate: { kind: 'none' } }, increment));
  }

  let toiBase = taxable;
  let toiRate: LineRate;
  if (rateClass === 'sole-proprietor') {
    toiRate = progressiveRate(bandTable(set, codes.toiSoleProprietorTable), taxable, codes.toiSoleProprietorTable);
  } else {
    const ruleCode = `${codes.toiPrefix}${rateClass}`;
    toiRate = { kind: 'percent', basisPoints: basisPointsOf(set, ruleCode), ruleCode };
    // General insurance is taxed on its gross premiums, not on its profit.
    if (rateClass === 'insurance') toiBase = turnover;
  }
  const toiSpec = { code: 'annual.toi', label: labelWith('annual.toi', ANNUAL_RATE_CLASS_LABELS[rateClass]), base: toiBase, rate: toiRate };
  const toi = lineMagnitude(toiSpec, increment);

  let liability = toi;
  if (!properRecords && rateClass === 'qip-holiday') notes.push(noteOf('annual.qip-no-minimum-tax'));
  if (!properRecords && rateClass !== 'qip-holiday') {
    const minimumRate = { kind: 'percent', basisPoints: basisPointsOf(set, codes.minimumTax), ruleCode: codes.minimumTax } as const;
    const minimumSpec = { code: 'annual.minimum-tax', label: labelWith('annual.minimum-tax'), base: turnover, rate: minimumRate };
    const minimum = lineMagnitude(minimumSpec, increment);
    // The higher of the two is due; the other is shown for the record.
    const minimumApplies = minimum > toi;
    lines.push(makeLine({ ...toiSpec, kind: minimumApplies ? 'info' : 'tax' }, increment));
    lines.push(makeLine({ ...minimumSpec, kind: minimumApplies ? 'tax' : 'info' }, increment));
    liability = Math.max(toi, minimum);
  } else {
    lines.push(makeLine({ ...toiSpec, kind: 'tax' }, increment));
  }

  if (prepaymentCredits > 0) {
    lines.push(makeLine({
      code: 'annual.prepayment-credits', label: labelWith('annual.prepayment-credits'), kind: 'credit', base: prepaymentCredits, rate: { kind: 'none' },
    }, increment));
  }
  if (dividendTaxCredits > 0) {
    lines.push(makeLine({
      code: 'annual.dividend-tax-credits', label: labelWith('annual.dividend-tax-credits'), kind: 'credit', base: dividendTaxCredits, rate: { kind: 'none' },
    }, increment));
  }
  const toiCredit = Math.max(0, prepaymentCredits + dividendTaxCredits - liability);
  if (toiCredit > 0) {
    lines.push(makeLine({
      code: 'annual.credit-carried-forward', label: labelWith('annual.credit-carried-forward'), kind: 'carry-forward', base: toiCredit, rate: { kind: 'none' },
    }, increment));
  }
  return { lines, notes, carryForward: { toiCredit, losses: lossesLeft }, dueContext: {} };
}
