import type {
  TaxClientContext, TaxNote, TaxReturnLine,
  TaxRuleSet,
} from './tax-rules';
import { RULE_CODES, TAX_RETURN_LIMITS } from './tax-rules';
import type { PartialComputation } from './compute-shared';
import { fieldsOf, flag, list, rielAmount, text, wholeCount, type UncheckedForm } from './form-checks';
import { labelWith, noteOf } from './labels';
import { grossUp, makeLine, progressiveRate, roundingIncrementOf, totalOf } from './lines';
import { basisPointsOf, bandTable, findRate, thresholdOf, withholdingType } from './rule-set';
import { TaxFormError } from './tax-rules.errors';

const percent = (set: TaxRuleSet, ruleCode: string) =>
  ({ kind: 'percent', basisPoints: basisPointsOf(set, ruleCode), ruleCode }) as const;

/**
 * The monthly declaration: prepayment of tax on income, VAT (the small-taxpayer variant with its deemed input
 * credit), tax on salary and fringe benefits per employee, withholding per payment, specific, public lighting and
 * accommodation taxes. VAT in credit is carried forward: it never lowers the other taxes.
 */
export function computeMonthly(form: UncheckedForm, client: TaxClientContext, set: TaxRuleSet): PartialComputation {
  const increment = roundingIncrementOf(set);
  const small = client.category === 'small';
  const lines: TaxReturnLine[] = [];
  const notes: TaxNote[] = [];
  const codes = RULE_CODES.rate;

  // Prepayment of tax on income: 1 % of the month's turnover (a QIP in its tax holiday: the holiday rate, 0 %).
  const turnover = rielAmount('turnover', form.turnover);
  const ptoiRule = client.qipTaxHoliday ? codes.ptoiQipHoliday : codes.ptoi;
  lines.push(makeLine({ code: 'monthly.ptoi', label: labelWith('monthly.ptoi'), kind: 'tax', base: turnover, rate: percent(set, ptoiRule) }, increment));

  // VAT
  const vatValue = form.vat ?? {};
  if (typeof vatValue !== 'object' || vatValue === null) throw new TaxFormError('vat', 'isObject', 'vat must be an object');
  const vat = fieldsOf(vatValue);
  const sales = rielAmount('vat.sales', vat.sales);
  const exportSales = rielAmount('vat.exportSales', vat.exportSales);
  const purchases = rielAmount('vat.purchases', vat.purchases);
  const creditBroughtForward = rielAmount('vat.creditBroughtForward', vat.creditBroughtForward);
  const output = makeLine({ code: 'monthly.vat.output', label: labelWith('monthly.vat.output'), kind: 'tax', base: sales, rate: percent(set, codes.vatStandard) }, increment);
  lines.push(output);
  if (exportSales > 0) {
    lines.push(makeLine({ code: 'monthly.vat.export', label: labelWith('monthly.vat.export'), kind: 'tax', base: exportSales, rate: percent(set, codes.vatExport) }, increment));
  }
  let vatCredit = 0;
  if (small) {
    lines.push(makeLine({
      code: 'monthly.vat.small-deemed-input-credit', label: labelWith('monthly.vat.small-deemed-input-credit'), kind: 'credit',
      base: output.amount, rate: percent(set, codes.vatSmallDeemedInputCredit),
    }, increment));
    if (purchases > 0 || creditBroughtForward > 0) notes.push(noteOf('monthly.small-vat-ignores-purchases'));
  } else {
    if (purchases > 0) {
      lines.push(makeLine({ code: 'monthly.vat.input', label: labelWith('monthly.vat.input'), kind: 'credit', base: purchases, rate: percent(set, codes.vatStandard) }, increment));
    }
    if (creditBroughtForward > 0) {
      lines.push(makeLine({
        code: 'monthly.vat.credit-brought-forward', label: labelWith('monthly.vat.credit-brought-forward'), kind: 'credit',
        base: creditBroughtForward, rate: { kind: 'none' },
      }, increment));
    }
    const net = totalOf(lines.filter((line) => line.code.startsWith('monthly.vat.')));
    if (net < 0) {
      vatCredit = -net;
      lines.push(makeLine({
        code: 'monthly.vat.credit-carried-forward', label: labelWith('monthly.vat.credit-carried-forward'), kind: 'carry-forward',
        base: vatCredit, rate: { kind: 'none' },
      }, increment));
    }
  }

  // Salaries
  const salaries = list('salaries', form.salaries, TAX_RETURN_LIMITS.maxSalaries);
  if (salaries.length > 0) {
    const allowance = thresholdOf(set, RULE_CODES.threshold.dependantAllowance, 'KHR');
    const bands = bandTable(set, codes.salaryResidentTable);
    salaries.forEach((salary, index) => {
      const field = `salaries.${index}`;
      const employee = text(`${field}.employee`, salary?.employee);
      const resident = flag(`${field}.resident`, salary?.resident, true);
      const gross = rielAmount(`${field}.gross`, salary?.gross, { optional: false });
      const dependants = wholeCount(`${field}.dependants`, salary?.dependants, 0, TAX_RETURN_LIMITS.maxDependants);
      const fringeBenefits = rielAmount(`${field}.fringeBenefits`, salary?.fringeBenefits);
      if (resident) {
        if (dependants > 0) {
          lines.push(makeLine({
            code: 'monthly.salary.dependant-allowance', label: labelWith('monthly.salary.dependant-allowance', employee), kind: 'info',
            base: dependants, rate: { kind: 'per-unit', amount: allowance, unit: 'dependant', ruleCode: RULE_CODES.threshold.dependantAllowance },
          }, increment));
        }
        const base = Math.max(0, gross - dependants * allowance);
        lines.push(makeLine({
          code: 'monthly.salary.resident', label: labelWith('monthly.salary.resident', employee), kind: 'tax',
          base, rate: progressiveRate(bands, base, codes.salaryResidentTable),
        }, increment));
      } else {
        if (dependants > 0 && !notes.some((note) => note.code === 'monthly.non-resident-dependants-ignored')) {
          notes.push(noteOf('monthly.non-resident-dependants-ignored'));
        }
        lines.push(makeLine({
          code: 'monthly.salary.non-resident', label: labelWith('monthly.salary.non-resident', employee), kind: 'tax',
          base: gross, rate: percent(set, codes.salaryNonResident),
        }, increment));
      }
      if (fringeBenefits > 0) {
        lines.push(makeLine({
          code: 'monthly.fringe-benefits', label: labelWith('monthly.fringe-benefits', employee), kind: 'tax',
          base: fringeBenefits, rate: percent(set, codes.fringeBenefits),
        }, increment));
      }
    });
  }

  // Withholding
  const withholdings = list('withholdings', form.withholdings, TAX_RETURN_LIMITS.maxWithholdings);
  withholdings.forEach((payment, index) => {
    const field = `withholdings.${index}`;
    const payee = text(`${field}.payee`, payment?.payee);
    const resident = flag(`${field}.resident`, payment?.resident, true);
    const amount = rielAmount(`${field}.amount`, payment?.amount, { optional: false });
    const netOfTax = flag(`${field}.netOfTax`, payment?.netOfTax);
    const typeCode = payment?.type;
    const type = typeof typeCode === 'string' ? withholdingType(set, typeCode) : undefined;
    if (!type) {
      throw new TaxFormError(`${field}.type`, 'unknownWithholdingType', `${field}.type ${String(typeCode)} is not a withholding type in force on ${set.date}`, {
        values: set['withholding-tax-type'].map((row) => row.code).join(', '),
      });
    }
    const basisPoints = resident ? type.residentBasisPoints : type.nonResidentBasisPoints;
    if (basisPoints === null) {
      throw new TaxFormError(`${field}.type`, 'notWithheldForResidency',
        `${type.nameEn} is not withheld from a ${resident ? 'resident' : 'non-resident'} payee`);
    }
    const base = netOfTax ? grossUp(amount, basisPoints) : amount;
    lines.push(makeLine({
      code: 'monthly.withholding',
      label: labelWith('monthly.withholding', { en: type.nameEn, km: type.nameKm }, payee),
      kind: 'tax',
      base,
      rate: { kind: 'percent', basisPoints, ruleCode: type.code },
      grossedUpFrom: netOfTax ? amount : undefined,
    }, increment));
  });

  // Specific tax, per product
  const specific = list('specificTax', form.specificTax, TAX_RETURN_LIMITS.maxSpecificTaxLines);
  specific.forEach((entry, index) => {
    const field = `specificTax.${index}`;
    const base = rielAmount(`${field}.base`, entry?.base, { optional: false });
    const ruleCode = `${codes.specificTaxPrefix}${String(entry?.product)}`;
    const row = typeof entry?.product === 'string' ? findRate(set, ruleCode) : undefined;
    if (!row || row.unit !== 'basis-points') {
      throw new TaxFormError(`${field}.product`, 'unknownSpecificTaxProduct', `${field}.product ${String(entry?.product)} has no specific tax rate in force on ${set.date}`);
    }
    lines.push(makeLine({
      code: 'monthly.specific-tax', label: labelWith('monthly.specific-tax', { en: row.nameEn, km: row.nameKm }), kind: 'tax',
      base, rate: { kind: 'percent', basisPoints: row.value, ruleCode },
    }, increment));
  });

  const publicLighting = rielAmount('publicLighting', form.publicLighting);
  if (publicLighting > 0) {
    lines.push(makeLine({ code: 'monthly.public-lighting', label: labelWith('monthly.public-lighting'), kind: 'tax', base: publicLighting, rate: percent(set, codes.publicLighting) }, increment));
  }
  const accommodation = rielAmount('accommodation', form.accommodation);
  if (accommodation > 0) {
    lines.push(makeLine({ code: 'monthly.accommodation', label: labelWith('monthly.accommodation'), kind: 'tax', base: accommodation, rate: percent(set, codes.accommodation) }, increment));
  }

  return { lines, notes, carryForward: { vatCredit }, dueContext: { category: client.category } };
}
