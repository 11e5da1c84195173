import type { OriginalAmount, TaxNote, TaxReturnLine, TaxRuleSet } from './tax-rules';
import { RULE_CODES, STAMP_INSTRUMENTS, TAX_CURRENCIES, TAX_RETURN_LIMITS } from './tax-rules';
import type { PartialComputation } from './compute-shared';
import { currencyAmount, day, exchangeRateOf, flag, oneOf, wholeCount, type UncheckedForm } from './form-checks';
import { labelWith, noteOf, TAX_LINE_LABELS } from './labels';
import { makeLine, roundingIncrementOf } from './lines';
import { usdToRiel } from './money';
import { basisPointsOf, findThreshold, rateRow, thresholdOf } from './rule-set';
import { periodBounds } from './dates';
import { TaxFormError } from './tax-rules.errors';

/**
 * Stamp tax on one document (period: its date). Valued instruments pay their rate on the value in riel (immovable
 * property: on the higher of the contract and the MEF reference value, less a home relief in force); a legal
 * document pays a fixed amount; a signboard pays per dm² per year, half when put up in the second half of the year.
 * Dollar amounts are converted at the rate the form names, and each line keeps the original and the rate.
 */
export function computeStamp(period: string, form: UncheckedForm, set: TaxRuleSet): PartialComputation {
  const bounds = periodBounds('stamp', period);
  const increment = roundingIncrementOf(set);
  const instrument = oneOf('instrument', form.instrument, STAMP_INSTRUMENTS);
  const currency = form.currency === undefined || form.currency === null ? 'KHR' : oneOf('currency', form.currency, TAX_CURRENCIES);
  const firstHome = flag('firstHome', form.firstHome);
  const laterHome = flag('laterHome', form.laterHome);
  if (firstHome && laterHome) throw new TaxFormError('laterHome', 'bothHomeReliefs', 'A home is either the first or a later one, not both');
  const homeRelief = instrument === 'immovable-property' && (firstHome || laterHome);
  const reliefRow = homeRelief
    ? findThreshold(set, firstHome ? RULE_CODES.threshold.firstHomeRelief : RULE_CODES.threshold.laterHomeRelief)
    : undefined;
  const needsRate = currency === 'USD' || (reliefRow !== undefined && reliefRow.unit === 'USD');
  const exchangeRate = needsRate ? exchangeRateOf('exchangeRate', form.exchangeRate) : null;
  const toRiel = (amount: number) => (currency === 'USD' ? usdToRiel(amount, exchangeRate!) : amount);
  const originalOf = (amount: number): OriginalAmount | undefined =>
    currency === 'USD' ? { currency: 'USD', amount, exchangeRate: exchangeRate! } : undefined;

  const lines: TaxReturnLine[] = [];
  const notes: TaxNote[] = [];
  const code = `stamp.${instrument}` as const;
  const ruleCode = `${RULE_CODES.rate.stampPrefix}${instrument}`;

  switch (instrument) {
    case 'immovable-property':
    case 'vehicle':
    case 'share-transfer':
    case 'state-supply-contract': {
      const contractValue = currencyAmount('contractValue', form.contractValue, currency, true);
      const referenceValue = instrument === 'immovable-property'
        ? currencyAmount('referenceValue', form.referenceValue, currency, false)
        : 0;
      const value = Math.max(contractValue, referenceValue);
      const rate = { kind: 'percent', basisPoints: rateRow(set, ruleCode, 'basis-points').value, ruleCode } as const;
      const valueRiel = toRiel(value);
      const valueLabel = referenceValue > contractValue ? { en: 'MEF reference value', km: 'តម្លៃយោងរបស់ក្រសួងសេដ្ឋកិច្ច និងហិរញ្ញវត្ថុ' } : null;
      lines.push(makeLine({ code, label: labelWith(code, valueLabel), kind: 'tax', base: valueRiel, rate, original: originalOf(value) }, increment));
      if (homeRelief && !reliefRow) notes.push(noteOf('stamp.no-home-relief-in-force'));
      if (reliefRow) {
        const reliefCode = firstHome ? 'stamp.first-home-relief' : 'stamp.later-home-relief';
        const reliefRiel = reliefRow.unit === 'USD' ? usdToRiel(reliefRow.value, exchangeRate!) : reliefRow.value;
        const relieved = Math.min(valueRiel, reliefRiel);
        // The dollars behind the relieved base: the relief itself, or (a cheaper home) the document's own value.
        const original: OriginalAmount | undefined = reliefRow.unit === 'USD' && relieved === reliefRiel
          ? { currency: 'USD', amount: reliefRow.value, exchangeRate: exchangeRate! }
          : originalOf(value);
        const reliefLabel = reliefRow.unit === 'USD'
          ? `USD ${reliefRow.value.toLocaleString('en-US')}`
          : `KHR ${reliefRow.value.toLocaleString('en-US')}`;
        lines.push(makeLine({ code: reliefCode, label: labelWith(reliefCode, reliefLabel), kind: 'credit', base: relieved, rate, original }, increment));
      }
      break;
    }
    case 'legal-document': {
      const row = rateRow(set, ruleCode, 'riel');
      lines.push(makeLine({
        code, label: { ...TAX_LINE_LABELS[code] }, kind: 'tax', base: 1,
        rate: { kind: 'per-unit', amount: row.value, unit: 'document', ruleCode },
      }, increment));
      break;
    }
    case 'signboard': {
      const areaDm2 = wholeCount('areaDm2', form.areaDm2, 1, TAX_RETURN_LIMITS.maxAreaDm2, false);
      const lit = flag('lit', form.lit, true);
      const foreignScript = flag('foreignScript', form.foreignScript, true);
      const installedOn = day('installedOn', form.installedOn);
      if (installedOn > bounds.start) {
        throw new TaxFormError('installedOn', 'afterPeriod', 'installedOn must not be after the document date', { period });
      }
      const boardCode = `${RULE_CODES.rate.signboardPrefix}${foreignScript ? 'foreign-' : ''}${lit ? 'lit' : 'unlit'}`;
      const row = rateRow(set, boardCode, 'riel-per-dm2');
      const year = bounds.start.slice(0, 4);
      const halfFromMonth = thresholdOf(set, RULE_CODES.threshold.signboardHalfYearFromMonth, 'month-of-year');
      const secondHalf = installedOn.slice(0, 4) === year && Number(installedOn.slice(5, 7)) >= halfFromMonth;
      const share = secondHalf
        ? { basisPoints: basisPointsOf(set, RULE_CODES.rate.signboardHalfYearShare), ruleCode: RULE_CODES.rate.signboardHalfYearShare }
        : undefined;
      lines.push(makeLine({
        code,
        label: labelWith(code, { en: row.nameEn, km: row.nameKm }),
        kind: 'tax',
        base: areaDm2,
        rate: { kind: 'per-unit', amount: row.value, unit: 'dm2', ruleCode: boardCode },
        share,
      }, increment));
      return { lines, notes, dueContext: { instrument, startDate: installedOn } };
    }
  }
  return { lines, notes, dueContext: { instrument } };
}
