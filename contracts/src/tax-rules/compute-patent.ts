import type { TaxClientContext, TaxReturnLine } from './tax-rules';
import { RULE_CODES, TAX_RETURN_LIMITS, TAXPAYER_CATEGORIES } from './tax-rules';
import type { PartialComputation } from './compute-shared';
import { day, list, oneOf, rielAmount, text, type UncheckedForm } from './form-checks';
import { labelWith } from './labels';
import { makeLine, roundingIncrementOf } from './lines';
import { basisPointsOf, patentTariff, thresholdOf } from './rule-set';
import { periodBounds } from './dates';
import { TaxFormError } from './tax-rules.errors';
import type { TaxRuleSet } from './tax-rules';

/**
 * Patent tax (Sub-Decree 47, 2024): the yearly tariff of the category (large: by turnover) for each activity; an
 * activity started in the second half of the year (from the month `patent.half-year-from-month`) pays the share
 * `patent.half-year-share`; an SME within its exemption pays nothing. One activity per name and province.
 */
export function computePatent(period: string, form: UncheckedForm, client: TaxClientContext, set: TaxRuleSet): PartialComputation {
  const bounds = periodBounds('patent', period);
  const increment = roundingIncrementOf(set);
  const category = form.category === undefined || form.category === null
    ? client.category
    : oneOf('category', form.category, TAXPAYER_CATEGORIES);
  const turnover = rielAmount('annualTurnover', form.annualTurnover, { optional: false });
  const activities = list('activities', form.activities, TAX_RETURN_LIMITS.maxActivities);
  if (activities.length === 0) throw new TaxFormError('activities', 'arrayMinSize', 'activities must name at least one activity', { min: 1 });

  const tariff = patentTariff(set, category, turnover);
  const halfFromMonth = thresholdOf(set, RULE_CODES.threshold.patentHalfYearFromMonth, 'month-of-year');
  const exempt = !!client.patentExemptUntil && bounds.start <= client.patentExemptUntil;
  const seen = new Set<string>();
  const lines: TaxReturnLine[] = [];
  let latestStart: string | null = null;

  activities.forEach((activity, index) => {
    const field = `activities.${index}`;
    const name = text(`${field}.name`, activity?.name);
    const provinceCode = activity?.provinceCode;
    if (typeof provinceCode !== 'string' || !/^\d{2}$/.test(provinceCode)) {
      throw new TaxFormError(`${field}.provinceCode`, 'matches', `${field}.provinceCode must be a 2-digit province code`);
    }
    const startDate = day(`${field}.startDate`, activity?.startDate);
    if (startDate > bounds.end) {
      throw new TaxFormError(`${field}.startDate`, 'afterPeriod', `${field}.startDate is after the year ${period}`, { period });
    }
    const key = `${name.toLocaleLowerCase()}\u0000${provinceCode}`;
    if (seen.has(key)) {
      throw new TaxFormError(`${field}.name`, 'duplicateActivity', `${name} in province ${provinceCode} is already on this return: one patent per activity and place`);
    }
    seen.add(key);

    const startedThisYear = startDate >= bounds.start;
    if (startedThisYear && (latestStart === null || startDate > latestStart)) latestStart = startDate;
    const secondHalf = startedThisYear && Number(startDate.slice(5, 7)) >= halfFromMonth;
    const share = secondHalf
      ? { basisPoints: basisPointsOf(set, RULE_CODES.rate.patentHalfYearShare), ruleCode: RULE_CODES.rate.patentHalfYearShare }
      : undefined;
    const spec = {
      label: labelWith('patent.activity', `${name} (${provinceCode}, ${startDate})`),
      base: 1,
      rate: { kind: 'per-unit', amount: tariff.amount, unit: 'activity', ruleCode: tariff.code } as const,
      share,
    };
    lines.push(makeLine({ ...spec, code: 'patent.activity', kind: 'tax' }, increment));
    if (exempt) {
      lines.push(makeLine({ ...spec, code: 'patent.exemption', kind: 'credit', label: labelWith('patent.exemption', name) }, increment));
    }
  });

  return { lines, notes: [], dueContext: { category, startDate: latestStart } };
}
