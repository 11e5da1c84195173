import { TAX_RULE_SEED } from '@cis/fixtures';
import type { TaxRuleRows } from './tax-rules';
import { TAX_RETURN_LIMITS } from './tax-rules';
import { amendmentDifference, deriveCategory, penaltyEstimate, taxPaymentDue } from './compute';
import { ruleSetFor } from './rule-set';
import { TaxFormError } from './tax-rules.errors';
import { computeWith, lineOf } from './test-support';
import { roundProduct, usdToRiel } from './money';
import { ANNUAL_RATE_CLASS_LABELS, STAMP_INSTRUMENT_LABELS } from './labels';

const seed = TAX_RULE_SEED;
const refusal = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    if (error instanceof TaxFormError) return error.toFieldError();
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('monthly return', () => {
  it('withholding on a fee paid net of tax is grossed up: 850,000 net for a resident\'s service is 1,000,000 gross, 150,000 tax', () => {
    const result = computeWith(seed, 'monthly', '2026-10', {
      withholdings: [{ payee: 'Chan Sophea', type: 'services', resident: true, amount: 850_000, netOfTax: true }],
    });
    expect(lineOf(result, 'monthly.withholding')).toMatchObject({ base: 1_000_000, grossedUpFrom: 850_000, rate: { basisPoints: 1500, ruleCode: 'services' }, amount: 150_000 });
    expect(lineOf(result, 'monthly.withholding').label.en).toBe('Withholding tax: Services (residents: by an individual), Chan Sophea');
  });

  it('withholding on a gross payment to a non-resident is 14 % of it', () => {
    const result = computeWith(seed, 'monthly', '2026-10', {
      withholdings: [{ payee: 'Acme Pte Ltd', type: 'royalties', resident: false, amount: 2_000_000 }],
    });
    expect(lineOf(result, 'monthly.withholding')).toMatchObject({ base: 2_000_000, amount: 280_000 });
    expect(lineOf(result, 'monthly.withholding').grossedUpFrom).toBeUndefined();
  });

  it('an unknown withholding type is refused naming the line\'s field', () => {
    expect(refusal(() => computeWith(seed, 'monthly', '2026-10', {
      withholdings: [
        { payee: 'A', type: 'rent', resident: true, amount: 1 },
        { payee: 'B', type: 'consulting', resident: true, amount: 1 },
      ],
    }))).toMatchObject({ field: 'withholdings.1.type', code: 'unknownWithholdingType' });
  });

  it('dividends to a resident are not withheld: the line is refused, not taxed at some rate', () => {
    expect(refusal(() => computeWith(seed, 'monthly', '2026-10', {
      withholdings: [{ payee: 'A', type: 'dividends', resident: true, amount: 1 }],
    }))).toMatchObject({ field: 'withholdings.0.type', code: 'notWithheldForResidency' });
  });

  it('VAT in credit is carried forward and does not lower the other taxes', () => {
    const result = computeWith(seed, 'monthly', '2026-10', {
      turnover: 10_000_000,
      vat: { sales: 10_000_000, purchases: 15_000_000, creditBroughtForward: 200_000 },
    });
    expect(result.lines.filter((line) => line.code.startsWith('monthly.vat.')).map((line) => [line.code, line.amount])).toEqual([
      ['monthly.vat.output', 1_000_000],
      ['monthly.vat.input', -1_500_000],
      ['monthly.vat.credit-brought-forward', -200_000],
      ['monthly.vat.credit-carried-forward', 700_000],
    ]);
    expect(result.carryForward.vatCredit).toBe(700_000);
    expect(result.totalDue).toBe(100_000);
  });

  it('VAT payable is output less input less the credit brought forward', () => {
    const result = computeWith(seed, 'monthly', '2026-10', { vat: { sales: 50_000_000, exportSales: 20_000_000, purchases: 30_000_000, creditBroughtForward: 500_000 } });
    expect(lineOf(result, 'monthly.vat.export')).toMatchObject({ base: 20_000_000, amount: 0 });
    expect(result.totalDue).toBe(5_000_000 - 3_000_000 - 500_000);
    expect(result.carryForward.vatCredit).toBe(0);
  });

  it('a small taxpayer pays VAT less the 80 % deemed input credit (2 % of sales) and files by the 20th', () => {
    const result = computeWith(seed, 'monthly', '2026-10', { vat: { sales: 10_000_000, purchases: 9_000_000 } }, { category: 'small' });
    expect(lineOf(result, 'monthly.vat.output').amount).toBe(1_000_000);
    expect(lineOf(result, 'monthly.vat.small-deemed-input-credit')).toMatchObject({ base: 1_000_000, rate: { basisPoints: 8000 }, amount: -800_000 });
    expect(result.lines.some((line) => line.code === 'monthly.vat.input')).toBe(false);
    expect(result.notes.map((note) => note.code)).toEqual(['monthly.small-vat-ignores-purchases']);
    expect(result.totalDue).toBe(200_000);
    expect(result.dueDate).toBe('2026-11-20');
  });

  it('a QIP in its tax holiday prepays nothing', () => {
    const result = computeWith(seed, 'monthly', '2026-10', { turnover: 100_000_000 }, { category: 'large', qipTaxHoliday: true });
    expect(lineOf(result, 'monthly.ptoi')).toMatchObject({ rate: { basisPoints: 0, ruleCode: 'ptoi.qip-holiday' }, amount: 0 });
  });

  it('fringe benefits are taxed at 20 % of their value, beside the salary', () => {
    const result = computeWith(seed, 'monthly', '2026-10', { salaries: [{ employee: 'Sok Dara', resident: true, gross: 1_000_000, fringeBenefits: 400_000 }] });
    expect(lineOf(result, 'monthly.fringe-benefits')).toMatchObject({ base: 400_000, amount: 80_000 });
    expect(lineOf(result, 'monthly.salary.resident').amount).toBe(0);
    expect(result.totalDue).toBe(80_000);
  });

  it('the dependant allowance is shown but never pushes the salary base below zero', () => {
    const result = computeWith(seed, 'monthly', '2026-10', { salaries: [{ employee: 'Sok Dara', resident: true, gross: 200_000, dependants: 3 }] });
    expect(lineOf(result, 'monthly.salary.dependant-allowance')).toMatchObject({ kind: 'info', base: 3, amount: 450_000 });
    expect(lineOf(result, 'monthly.salary.resident')).toMatchObject({ base: 0, amount: 0 });
  });

  it('specific, public lighting and accommodation taxes apply their rates to their bases', () => {
    const result = computeWith(seed, 'monthly', '2026-10', {
      specificTax: [{ product: 'entertainment', base: 3_000_000 }], publicLighting: 2_000_000, accommodation: 5_000_000,
    });
    expect(lineOf(result, 'monthly.specific-tax')).toMatchObject({ amount: 300_000, label: { en: 'Specific tax: Entertainment services' } });
    expect(lineOf(result, 'monthly.public-lighting').amount).toBe(100_000);
    expect(lineOf(result, 'monthly.accommodation').amount).toBe(100_000);
  });

  it('a product with no specific tax rate is refused naming the line', () => {
    expect(refusal(() => computeWith(seed, 'monthly', '2026-10', { specificTax: [{ product: 'beer', base: 1 }] })))
      .toMatchObject({ field: 'specificTax.0.product', code: 'unknownSpecificTaxProduct' });
  });

  it('more employees than a form holds are refused before any line is computed', () => {
    const salaries = Array.from({ length: TAX_RETURN_LIMITS.maxSalaries + 1 }, (_, i) => ({ employee: `E${i}`, resident: true, gross: 1 }));
    expect(refusal(() => computeWith(seed, 'monthly', '2026-10', { salaries }))).toMatchObject({ field: 'salaries', code: 'arrayMaxSize', params: { max: TAX_RETURN_LIMITS.maxSalaries } });
  });

  it('a negative amount is refused naming the field, even in the browser preview', () => {
    expect(refusal(() => computeWith(seed, 'monthly', '2026-10', { salaries: [{ employee: 'A', resident: true, gross: -1 }] })))
      .toMatchObject({ field: 'salaries.0.gross', code: 'min' });
    expect(refusal(() => computeWith(seed, 'monthly', '2026-10', { vat: { purchases: 10.5 } })))
      .toMatchObject({ field: 'vat.purchases', code: 'isInt' });
  });
});

describe('patent tax return', () => {
  const activity = (name: string, startDate: string, provinceCode = '12') => ({ name, provinceCode, startDate });

  it('a large taxpayer pays 3,000,000 up to KHR 10 bn turnover and 5,000,000 above', () => {
    const at = (annualTurnover: number) =>
      computeWith(seed, 'patent', '2026', { activities: [activity('Factory', '2020-01-01')], annualTurnover }, { category: 'large' }).totalDue;
    expect(at(10_000_000_000)).toBe(3_000_000);
    expect(at(10_000_000_001)).toBe(5_000_000);
  });

  it('each activity pays; one started in June pays in full, one started in July pays half', () => {
    const result = computeWith(seed, 'patent', '2026', {
      activities: [activity('Shop', '2026-06-30'), activity('Shop', '2026-07-01', '17')], annualTurnover: 300_000_000,
    }, { category: 'small' });
    expect(result.lines.map((line) => line.amount)).toEqual([400_000, 200_000]);
  });

  it('the form\'s category overrides the client\'s', () => {
    const result = computeWith(seed, 'patent', '2026', { activities: [activity('Shop', '2019-05-01')], annualTurnover: 1, category: 'medium' }, { category: 'small' });
    expect(result.totalDue).toBe(1_200_000);
  });

  it('an activity started later in the year is due on its start, not on 31 March', () => {
    const result = computeWith(seed, 'patent', '2026', { activities: [activity('Shop', '2026-08-01')], annualTurnover: 1 });
    expect(result.dueDate).toBe('2026-08-01');
  });

  it('an SME within its exemption pays nothing, and sees the tax it is spared', () => {
    const result = computeWith(seed, 'patent', '2026', { activities: [activity('Shop', '2025-02-01')], annualTurnover: 1 }, { category: 'medium', patentExemptUntil: '2027-01-31' });
    expect(result.lines.map((line) => [line.code, line.amount])).toEqual([['patent.activity', 1_200_000], ['patent.exemption', -1_200_000]]);
    expect(result.totalDue).toBe(0);
  });

  it('the same activity twice in one province is refused; an activity starting after the year is refused', () => {
    expect(refusal(() => computeWith(seed, 'patent', '2026', { activities: [activity('Shop', '2026-01-01'), activity('shop', '2026-02-01')], annualTurnover: 1 })))
      .toMatchObject({ field: 'activities.1.name', code: 'duplicateActivity' });
    expect(refusal(() => computeWith(seed, 'patent', '2026', { activities: [activity('Shop', '2027-01-01')], annualTurnover: 1 })))
      .toMatchObject({ field: 'activities.0.startDate', code: 'afterPeriod' });
  });
});

describe('stamp tax return', () => {
  it('a first home bought for USD 250,000 at 4,100 pays 4 % of what exceeds USD 210,000, showing the dollars and the rate', () => {
    const result = computeWith(seed, 'stamp', '2025-06-10', {
      instrument: 'immovable-property', contractValue: 250_000, currency: 'USD', exchangeRate: 4_100, firstHome: true,
    });
    expect(lineOf(result, 'stamp.immovable-property')).toMatchObject({
      base: 1_025_000_000, amount: 41_000_000, original: { currency: 'USD', amount: 250_000, exchangeRate: 4_100 },
    });
    expect(lineOf(result, 'stamp.first-home-relief')).toMatchObject({
      kind: 'credit', base: 861_000_000, amount: -34_440_000, original: { currency: 'USD', amount: 210_000, exchangeRate: 4_100 },
    });
    expect(lineOf(result, 'stamp.first-home-relief').label.en).toBe('First-home relief: USD 210,000');
    expect(result.totalDue).toBe(6_560_000);
  });

  it('a first home of USD 210,000 or less pays nothing', () => {
    const result = computeWith(seed, 'stamp', '2025-06-10', {
      instrument: 'immovable-property', contractValue: 200_000, currency: 'USD', exchangeRate: 4_100, firstHome: true,
    });
    expect(result.totalDue).toBe(0);
  });

  it('a home priced in riel converts the dollar relief at the rate given, and refuses without one', () => {
    const result = computeWith(seed, 'stamp', '2026-02-02', { instrument: 'immovable-property', contractValue: 1_000_000_000, laterHome: true, exchangeRate: 4_000 });
    expect(lineOf(result, 'stamp.later-home-relief')).toMatchObject({ base: 280_000_000, amount: -11_200_000 });
    expect(result.totalDue).toBe(40_000_000 - 11_200_000);
    expect(refusal(() => computeWith(seed, 'stamp', '2026-02-02', { instrument: 'immovable-property', contractValue: 1_000_000_000, firstHome: true })))
      .toMatchObject({ field: 'exchangeRate', code: 'isDefined' });
  });

  it('before the home relief was in force (2024) the full value is taxed, with a note saying so', () => {
    const result = computeWith(seed, 'stamp', '2024-06-10', { instrument: 'immovable-property', contractValue: 400_000_000, firstHome: true });
    expect(result.totalDue).toBe(16_000_000);
    expect(result.notes.map((note) => note.code)).toEqual(['stamp.no-home-relief-in-force']);
  });

  it('a vehicle paid in dollars is taxed 4 % of its riel value; shares 0.1 %, rounded half up to the riel', () => {
    expect(computeWith(seed, 'stamp', '2026-03-01', { instrument: 'vehicle', contractValue: 30_000.5, currency: 'USD', exchangeRate: 4_010 }).totalDue)
      .toBe(Math.round(120_302_005 * 0.04));
    expect(computeWith(seed, 'stamp', '2026-03-01', { instrument: 'share-transfer', contractValue: 1_234_500 }).totalDue).toBe(1_235);
    expect(computeWith(seed, 'stamp', '2026-03-01', { instrument: 'share-transfer', contractValue: 1_234_499 }).totalDue).toBe(1_234);
  });

  it('a liquidation letter costs 1,000,000 and is due three months after its date', () => {
    const result = computeWith(seed, 'stamp', '2026-11-30', { instrument: 'legal-document' });
    expect(result.totalDue).toBe(1_000_000);
    expect(result.dueDate).toBe('2027-02-28');
  });

  it('a lit signboard put up in August pays half a year: 100 dm² × 200 × 50 %, due 15 days after', () => {
    const result = computeWith(seed, 'stamp', '2026-08-12', { instrument: 'signboard', areaDm2: 100, lit: true, foreignScript: false, installedOn: '2026-08-10' });
    expect(result.lines[0]).toMatchObject({ base: 100, rate: { kind: 'per-unit', amount: 200, unit: 'dm2' }, share: { basisPoints: 5000 }, amount: 10_000 });
    expect(result.dueDate).toBe('2026-08-25');
  });

  it('a signboard up since an earlier year pays the whole year by 31 March; foreign letters cost more', () => {
    const result = computeWith(seed, 'stamp', '2026-02-10', { instrument: 'signboard', areaDm2: 100, lit: true, foreignScript: true, installedOn: '2024-09-01' });
    expect(result.totalDue).toBe(40_000);
    expect(result.lines[0].share).toBeUndefined();
    expect(result.dueDate).toBe('2026-03-31');
  });
});

describe('annual return of tax on income', () => {
  const annual = (taxableIncome: number, rest: Partial<Parameters<typeof computeWith<'annual'>>[3]> = {}) =>
    computeWith(seed, 'annual', '2025', { turnover: 1_000_000_000, taxableIncome, rateClass: 'standard', properRecords: true, ...rest });

  it('a sole proprietor pays by the yearly bands: 200M of taxable income owes 25,300,000', () => {
    const result = annual(200_000_000, { rateClass: 'sole-proprietor' });
    expect(lineOf(result, 'annual.toi')).toMatchObject({ rate: { kind: 'progressive', basisPoints: 2000, deduction: 14_700_000 }, amount: 25_300_000 });
    expect(annual(20_000_000, { rateClass: 'sole-proprietor' }).totalDue).toBe(100_000);
    expect(annual(18_000_000, { rateClass: 'sole-proprietor' }).totalDue).toBe(0);
  });

  it('prepayments above the year\'s tax are carried forward, nothing is due', () => {
    const result = annual(100_000_000, { prepaymentCredits: 30_000_000 });
    expect(lineOf(result, 'annual.credit-carried-forward')).toMatchObject({ kind: 'carry-forward', amount: 10_000_000 });
    expect(result.carryForward.toiCredit).toBe(10_000_000);
    expect(result.totalDue).toBe(0);
  });

  it('advance tax paid on dividends is credited like the prepayments', () => {
    const result = annual(500_000_000, { prepaymentCredits: 30_000_000, dividendTaxCredits: 20_000_000 });
    expect(lineOf(result, 'annual.dividend-tax-credits').amount).toBe(-20_000_000);
    expect(result.totalDue).toBe(50_000_000);
  });

  it('a loss year carries its loss forward; the next year deducts it before the rate', () => {
    const lossYear = annual(-50_000_000, { lossesBroughtForward: 20_000_000 });
    expect(lossYear.totalDue).toBe(0);
    expect(lossYear.carryForward.losses).toBe(70_000_000);
    const nextYear = annual(100_000_000, { lossesBroughtForward: 70_000_000 });
    expect(lineOf(nextYear, 'annual.losses-used')).toMatchObject({ kind: 'info', base: 70_000_000 });
    expect(lineOf(nextYear, 'annual.toi')).toMatchObject({ base: 30_000_000, amount: 6_000_000 });
    expect(nextYear.carryForward.losses).toBe(0);
  });

  it('improper records with a tax on income above 1 % of turnover: the tax on income is due, the minimum tax shown', () => {
    const result = annual(500_000_000, { properRecords: false });
    expect(lineOf(result, 'annual.toi').kind).toBe('tax');
    expect(lineOf(result, 'annual.minimum-tax')).toMatchObject({ kind: 'info', amount: 10_000_000 });
    expect(result.totalDue).toBe(100_000_000);
  });

  it('a QIP in its tax holiday pays neither tax on income nor minimum tax', () => {
    const result = annual(500_000_000, { rateClass: 'qip-holiday', properRecords: false });
    expect(result.totalDue).toBe(0);
    expect(result.notes.map((note) => note.code)).toEqual(['annual.qip-no-minimum-tax']);
  });

  it('general insurance pays 5 % of gross premiums (the turnover), whatever its profit', () => {
    expect(annual(1, { rateClass: 'insurance', turnover: 2_000_000_000 }).totalDue).toBe(100_000_000);
  });

  it('natural resources pay 30 %', () => {
    expect(annual(100_000_000, { rateClass: 'natural-resources' }).totalDue).toBe(30_000_000);
  });
});

describe('late payment estimate', () => {
  const rules = ruleSetFor(seed, '2026-11-26');

  it('nothing is owed on or before the due date', () => {
    expect(penaltyEstimate(1_000_000, '2026-11-25', '2026-11-25', 'ordinary', rules)).toEqual({ monthsLate: 0, lines: [], total: 0 });
  });

  it('a started month counts as a whole month of interest', () => {
    expect(penaltyEstimate(1_000_000, '2026-11-25', '2026-11-26', 'ordinary', rules)).toMatchObject({ monthsLate: 1, total: 115_000 });
    expect(penaltyEstimate(1_000_000, '2026-11-25', '2027-01-26', 'ordinary', rules)).toMatchObject({ monthsLate: 3, total: 145_000 });
  });

  it('the part-month rule is data: counting whole months only changes the estimate', () => {
    const rows: TaxRuleRows = {
      ...seed,
      threshold: seed.threshold.map((row) => (row.code === 'interest.part-month-min-days' ? { ...row, value: 31 } : row)),
    };
    expect(penaltyEstimate(1_000_000, '2026-11-25', '2027-01-26', 'ordinary', ruleSetFor(rows, '2026-11-26')).monthsLate).toBe(2);
  });

  it('serious negligence adds 25 %, a unilateral assessment 40 %', () => {
    expect(penaltyEstimate(1_000_000, '2026-11-25', '2026-12-25', 'serious', rules).total).toBe(265_000);
    expect(penaltyEstimate(1_000_000, '2026-11-25', '2026-12-25', 'unilateral', rules).total).toBe(415_000);
  });
});

describe('what a payment charges', () => {
  const rules = ruleSetFor(seed, '2026-11-26');

  it('an overdue return charges the tax plus the penalty and interest of the payment day', () => {
    // Two months started late: 10 % + 2 × 1.5 % of 1,000,000.
    const estimate = penaltyEstimate(1_000_000, '2026-11-25', '2027-01-20', 'ordinary', rules);
    expect(taxPaymentDue(1_000_000, estimate)).toEqual({ tax: 1_000_000, penalty: 130_000, total: 1_130_000 });
  });

  it('paying a day later into a new month charges the next month of interest', () => {
    const before = taxPaymentDue(1_000_000, penaltyEstimate(1_000_000, '2026-11-25', '2026-12-25', 'ordinary', rules));
    const after = taxPaymentDue(1_000_000, penaltyEstimate(1_000_000, '2026-11-25', '2026-12-26', 'ordinary', rules));
    expect(after.total - before.total).toBe(15_000);
  });

  it('a return paid on time charges the tax only', () => {
    expect(taxPaymentDue(1_000_000, penaltyEstimate(1_000_000, '2026-11-25', '2026-11-25', 'ordinary', rules))).toEqual({ tax: 1_000_000, penalty: 0, total: 1_000_000 });
    expect(taxPaymentDue(1_000_000, null)).toEqual({ tax: 1_000_000, penalty: 0, total: 1_000_000 });
  });

  it('nothing unpaid charges nothing, whatever the estimate', () => {
    const estimate = penaltyEstimate(1_000_000, '2026-11-25', '2027-01-20', 'ordinary', rules);
    expect(taxPaymentDue(0, estimate)).toEqual({ tax: 0, penalty: 0, total: 0 });
  });

  it('refuses an amount that is not whole riel', () => {
    expect(() => taxPaymentDue(10.5, null)).toThrow(/whole riel/);
    expect(() => taxPaymentDue(-1, null)).toThrow(/whole riel/);
  });
});

describe('taxpayer category from turnover and sector', () => {
  const rules = ruleSetFor(seed, '2026-01-01');
  const category = (annualTurnover: number, sector: 'agriculture' | 'services' | 'industry', legalForm: 'sole-proprietorship' | 'company' = 'sole-proprietorship') =>
    deriveCategory({ annualTurnover, sector, legalForm }, rules).category;

  it('a sole proprietorship is small up to its sector\'s ceiling (industry 1,600M), medium above', () => {
    expect(category(1_000_000_000, 'services')).toBe('small');
    expect(category(1_000_000_001, 'services')).toBe('medium');
    expect(category(1_600_000_000, 'industry')).toBe('small');
    expect(category(1_600_000_001, 'industry')).toBe('medium');
  });

  it('a company is at least medium; above the medium ceiling of its sector it is large', () => {
    expect(category(300_000_000, 'services', 'company')).toBe('medium');
    expect(category(6_000_000_001, 'services', 'company')).toBe('large');
    expect(category(6_000_000_001, 'industry', 'company')).toBe('medium');
    expect(category(4_000_000_001, 'agriculture')).toBe('large');
  });

  it('below KHR 250M a trader need not register, unless 60M came in within three months', () => {
    expect(deriveCategory({ annualTurnover: 100_000_000, sector: 'services', legalForm: 'sole-proprietorship' }, rules).registrationRequired).toBe(false);
    expect(deriveCategory({ annualTurnover: 100_000_000, sector: 'services', legalForm: 'sole-proprietorship', highestThreeMonthTurnover: 60_000_000 }, rules))
      .toEqual({ category: 'small', registrationRequired: true, ruleCodes: ['category.small.quarter-trigger'] });
  });
});

describe('amended return', () => {
  it('shows what is left to pay, or to refund', () => {
    expect(amendmentDifference(1_200_000, 1_000_000)).toEqual({ difference: 200_000, toPay: 200_000, toRefund: 0 });
    expect(amendmentDifference(700_000, 1_000_000)).toEqual({ difference: -300_000, toPay: 0, toRefund: 300_000 });
  });
});

describe('riel arithmetic', () => {
  it('rounds half up, away from zero, exactly even past 2^53', () => {
    expect(roundProduct([1_234_500, 10], 10_000, 1)).toBe(1_235);
    expect(roundProduct([-1_234_500, 10], 10_000, 1)).toBe(-1_235);
    expect(roundProduct([1_234_499, 10], 10_000, 1)).toBe(1_234);
    expect(roundProduct([250, 1], 1, 100)).toBe(300);
    // 999,999,999,999,999 x 1% : the product passes 2^53, the answer stays exact.
    expect(roundProduct([999_999_999_999_999, 100, 1, 10_000], 100_000_000, 1)).toBe(10_000_000_000_000);
  });

  it('converts dollars with cents at a rate with decimals to whole riel', () => {
    expect(usdToRiel(0.01, 4_100.5)).toBe(41);
    expect(usdToRiel(210_000, 4_100)).toBe(861_000_000);
  });
});

describe('the forms\' choices in English', () => {
  it('start with a capital, every one (the annual rate "Standard rate" as the stamp documents)', () => {
    for (const label of [...Object.values(ANNUAL_RATE_CLASS_LABELS), ...Object.values(STAMP_INSTRUMENT_LABELS)]) {
      expect(label.en.charAt(0)).toBe(label.en.charAt(0).toUpperCase());
    }
    expect(ANNUAL_RATE_CLASS_LABELS.standard.en).toBe('Standard rate');
  });
});
