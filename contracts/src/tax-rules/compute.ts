import type {
  AmendmentDifference, AnnualForm, CategoryDerivation, IsoDate, MonthlyForm, NegligenceLevel, PatentForm, PenaltyEstimate, TaxPaymentDue,
  StampForm, TaxClientContext, TaxComputation, TaxpayerLegalForm, TaxpayerSector, TaxReturnType, TaxRuleSet,
} from './tax-rules';
import { NEGLIGENCE_LEVELS, RULE_CODES, TAX_RETURN_TYPES, TAXPAYER_CATEGORIES } from './tax-rules';
import type { PartialComputation } from './compute-shared';
import { computeAnnual } from './compute-annual';
import { computeMonthly } from './compute-monthly';
import { computePatent } from './compute-patent';
import { computeStamp } from './compute-stamp';
import { dueDateFor } from './due-dates';
import { isIsoDate, monthsBetween, periodRulesDate } from './dates';
import { labelWith, NEGLIGENCE_LABELS } from './labels';
import { makeLine, roundingIncrementOf, totalOf } from './lines';
import { basisPointsOf, thresholdOf } from './rule-set';
import { TaxFormError } from './tax-rules.errors';
import { fieldsOf } from './form-checks';

interface ComputeBase {
  /** YYYY (patent, annual), YYYY-MM (monthly), YYYY-MM-DD (stamp: the document's date). */
  period: string;
  client: TaxClientContext;
  /** ruleSetForReturn(rows, type, period): the rules in force on the period's first day. */
  ruleSet: TaxRuleSet;
}
export type ComputeReturnInput =
  | (ComputeBase & { type: 'patent'; form: PatentForm })
  | (ComputeBase & { type: 'stamp'; form: StampForm })
  | (ComputeBase & { type: 'monthly'; form: MonthlyForm })
  | (ComputeBase & { type: 'annual'; form: AnnualForm });

/**
 * A return whose form is not proved to be of its type: a draft being typed (the web preview: blank required fields
 * are left out on purpose) or a body the DTOs checked without the union seeing the pairing. computeReturn takes it as
 * well as ComputeReturnInput, because it checks every field it reads and names the one it cannot use.
 */
export interface UncheckedReturnInput extends ComputeBase {
  type: TaxReturnType;
  form: object;
}

/**
 * Computes one return: every line with its base and the rate in force for the period, the total due and the due
 * date. Pure: the same input gives the same answer in the BFF (the authority) and in the browser (the preview).
 * Throws TaxFormError naming the field for a form it cannot compute, TaxRuleError when a rule is not in force.
 */
export function computeReturn(input: ComputeReturnInput | UncheckedReturnInput): TaxComputation {
  const { type, period, ruleSet } = input;
  if (!TAX_RETURN_TYPES.includes(type)) throw new TaxFormError('type', 'isIn', `type must be one of ${TAX_RETURN_TYPES.join(', ')}`);
  if (!input.form || typeof input.form !== 'object') throw new TaxFormError('form', 'isObject', 'form must be an object');
  const client = checkedClient(input.client);
  const rulesDate = periodRulesDate(type, period);
  if (ruleSet.date !== rulesDate) {
    // A rule set of another day would compute this period with another year's rates.
    throw new RangeError(`computeReturn: the rule set is for ${ruleSet.date}, the ${type} period ${period} needs ${rulesDate}`);
  }
  const form = fieldsOf(input.form);
  let partial: PartialComputation;
  switch (type) {
    case 'patent':
      partial = computePatent(period, form, client, ruleSet);
      break;
    case 'stamp':
      partial = computeStamp(period, form, ruleSet);
      break;
    case 'monthly':
      partial = computeMonthly(form, client, ruleSet);
      break;
    case 'annual':
      partial = computeAnnual(form, ruleSet);
      break;
  }
  return {
    type,
    period,
    lines: partial.lines,
    totalDue: totalOf(partial.lines),
    dueDate: dueDateFor(type, period, ruleSet, partial.dueContext),
    rulesDate,
    carryForward: { vatCredit: 0, toiCredit: 0, losses: 0, ...partial.carryForward },
    notes: partial.notes,
  };
}

function checkedClient(client: TaxClientContext): TaxClientContext {
  if (!client || !TAXPAYER_CATEGORIES.includes(client.category)) {
    throw new TaxFormError('client.category', 'isIn', `the client's category must be one of ${TAXPAYER_CATEGORIES.join(', ')}`);
  }
  return client;
}

/**
 * Additional tax and interest on an unpaid amount (Law on Taxation 2023 art. 231): unpaid × the negligence rate
 * (`penalty.ordinary` 10 %, `penalty.serious` 25 %, `penalty.unilateral` 40 %) + unpaid × `interest.monthly` (1.5 %)
 * × months late, from the day after the due date to `onDate`, a started month counting as a whole one when it
 * reaches `interest.part-month-min-days`. Nothing on or before the due date. Pass the rules in force on the day
 * after the due date.
 */
export function penaltyEstimate(
  unpaid: number,
  dueDate: IsoDate,
  onDate: IsoDate,
  negligence: NegligenceLevel,
  ruleSet: TaxRuleSet,
): PenaltyEstimate {
  if (!Number.isSafeInteger(unpaid) || unpaid < 0) throw new TaxFormError('unpaid', 'min', 'unpaid must be whole riel, 0 or more', { min: 0 });
  if (!isIsoDate(dueDate)) throw new TaxFormError('dueDate', 'isIsoDate', 'dueDate must be a YYYY-MM-DD day');
  if (!isIsoDate(onDate)) throw new TaxFormError('onDate', 'isIsoDate', 'onDate must be a YYYY-MM-DD day');
  if (!NEGLIGENCE_LEVELS.includes(negligence)) throw new TaxFormError('negligence', 'isIn', `negligence must be one of ${NEGLIGENCE_LEVELS.join(', ')}`);
  const partMonthMinDays = thresholdOf(ruleSet, RULE_CODES.threshold.interestPartMonthMinDays, 'days');
  const monthsLate = monthsBetween(dueDate, onDate, partMonthMinDays);
  if (monthsLate === 0 || unpaid === 0) return { monthsLate, lines: [], total: 0 };
  const increment = roundingIncrementOf(ruleSet);
  const penaltyCode = `${RULE_CODES.rate.penaltyPrefix}${negligence}`;
  const interestCode = RULE_CODES.rate.interestMonthly;
  const lines = [
    makeLine({
      code: 'penalty.additional-tax', label: labelWith('penalty.additional-tax', NEGLIGENCE_LABELS[negligence]), kind: 'tax',
      base: unpaid, rate: { kind: 'percent', basisPoints: basisPointsOf(ruleSet, penaltyCode), ruleCode: penaltyCode },
    }, increment),
    makeLine({
      code: 'penalty.interest',
      label: labelWith('penalty.interest', { en: `${monthsLate} month${monthsLate === 1 ? '' : 's'}`, km: `${monthsLate} ខែ` }),
      kind: 'tax',
      base: unpaid,
      rate: { kind: 'percent', basisPoints: basisPointsOf(ruleSet, interestCode), ruleCode: interestCode, months: monthsLate },
    }, increment),
  ];
  return { monthsLate, lines, total: totalOf(lines) };
}

export interface CategoryInput {
  /** Riel, VAT excluded. */
  annualTurnover: number;
  sector: TaxpayerSector;
  legalForm: TaxpayerLegalForm;
  /** The highest turnover of any 3 consecutive months, when known: a trigger to register as small. */
  highestThreeMonthTurnover?: number;
}

/**
 * The taxpayer category (Prakas 009) from turnover, sector and legal form, by the threshold rows in force: large
 * above the sector's medium ceiling, medium above the small ceiling or for any legal entity, NGO or state body, small
 * otherwise (sole proprietorships and partnerships). Ceilings are inclusive.
 */
export function deriveCategory(input: CategoryInput, ruleSet: TaxRuleSet): CategoryDerivation {
  const codes = RULE_CODES.threshold;
  const turnover = input.annualTurnover;
  if (!Number.isSafeInteger(turnover) || turnover < 0) throw new TaxFormError('annualTurnover', 'min', 'annualTurnover must be whole riel, 0 or more', { min: 0 });
  const mediumMaxCode = `${codes.categoryMediumMaxPrefix}${input.sector}`;
  const smallMaxCode = `${codes.categorySmallMaxPrefix}${input.sector}`;
  const mediumMax = thresholdOf(ruleSet, mediumMaxCode, 'KHR');
  const smallMax = thresholdOf(ruleSet, smallMaxCode, 'KHR');
  const smallMin = thresholdOf(ruleSet, codes.categorySmallMin, 'KHR');
  const quarterTrigger = thresholdOf(ruleSet, codes.categorySmallQuarterTrigger, 'KHR');
  const individual = input.legalForm === 'sole-proprietorship' || input.legalForm === 'partnership';
  if (turnover > mediumMax) return { category: 'large', registrationRequired: true, ruleCodes: [mediumMaxCode] };
  if (!individual) return { category: 'medium', registrationRequired: true, ruleCodes: [] };
  if (turnover > smallMax) return { category: 'medium', registrationRequired: true, ruleCodes: [smallMaxCode] };
  const byYear = turnover >= smallMin;
  const byQuarter = (input.highestThreeMonthTurnover ?? 0) >= quarterTrigger;
  return {
    category: 'small',
    registrationRequired: byYear || byQuarter,
    ruleCodes: byYear ? [codes.categorySmallMin] : byQuarter ? [codes.categorySmallQuarterTrigger] : [],
  };
}

/**
 * The charge of a payment: the unpaid tax plus the penalty and interest estimate of the payment day (`penaltyEstimate`
 * on that day; null when there is none: not late, or no penalty rules in force), so what is charged is what was shown.
 */
export function taxPaymentDue(unpaid: number, estimate: PenaltyEstimate | null): TaxPaymentDue {
  if (!Number.isSafeInteger(unpaid) || unpaid < 0) throw new TaxFormError('unpaid', 'min', 'unpaid must be whole riel, 0 or more', { min: 0 });
  const penalty = unpaid > 0 ? (estimate?.total ?? 0) : 0;
  if (!Number.isSafeInteger(penalty) || penalty < 0) throw new TaxFormError('penalty', 'min', 'penalty must be whole riel, 0 or more', { min: 0 });
  return { tax: unpaid, penalty, total: unpaid + penalty };
}

/** An amended return's difference: its new total due minus what the superseded versions had paid. */
export function amendmentDifference(newTotalDue: number, paid: number): AmendmentDifference {
  if (!Number.isSafeInteger(newTotalDue) || newTotalDue < 0) throw new TaxFormError('totalDue', 'min', 'totalDue must be whole riel, 0 or more', { min: 0 });
  if (!Number.isSafeInteger(paid) || paid < 0) throw new TaxFormError('paid', 'min', 'paid must be whole riel, 0 or more', { min: 0 });
  const difference = newTotalDue - paid;
  return { difference, toPay: Math.max(0, difference), toRefund: Math.max(0, -difference) };
}

