import { TAX_RULE_SEED } from '@cis/fixtures';
import { dueDateFor } from './due-dates';
import { penaltyEstimate } from './compute';
import { ruleSetFor, ruleSetForReturn } from './rule-set';
import { computeWith, lineOf } from './test-support';

/** The brief's worked figures (issue 13), computed with the seed rows exactly as genesis stores them. */
const rows = TAX_RULE_SEED;
const salaryTaxOf = (gross: number, resident = true, dependants = 0) =>
  computeWith(rows, 'monthly', '2026-10', { salaries: [{ employee: 'Sok Dara', resident, gross, dependants }] })
    .lines.filter((line) => line.code.startsWith('monthly.salary.') && line.kind === 'tax')
    .reduce((sum, line) => sum + line.amount, 0);

describe('the brief\'s worked figures', () => {
  it('a resident paid 2,500,000 with one dependant owes 60,000 tax on salary', () => {
    expect(salaryTaxOf(2_500_000, true, 1)).toBe(60_000);
  });

  it('a resident paid 1,600,000 owes 5,000', () => {
    expect(salaryTaxOf(1_600_000)).toBe(5_000);
  });

  it('a resident paid 13,000,000 owes 1,375,000', () => {
    expect(salaryTaxOf(13_000_000)).toBe(1_375_000);
  });

  it('a non-resident paid 3,000,000 owes 600,000 (20 % final)', () => {
    expect(salaryTaxOf(3_000_000, false)).toBe(600_000);
  });

  it('the salary line shows the band reached and the quick-formula deduction', () => {
    const line = lineOf(computeWith(rows, 'monthly', '2026-10', { salaries: [{ employee: 'Sok Dara', resident: true, gross: 2_500_000, dependants: 1 }] }), 'monthly.salary.resident');
    expect(line).toMatchObject({ base: 2_350_000, rate: { kind: 'progressive', basisPoints: 1000, deduction: 175_000, ruleCode: 'salary-resident' }, amount: 60_000 });
  });

  it('a month with turnover 100,000,000 prepays 1,000,000 of tax on income', () => {
    const result = computeWith(rows, 'monthly', '2026-10', { turnover: 100_000_000 });
    expect(lineOf(result, 'monthly.ptoi')).toMatchObject({ base: 100_000_000, rate: { kind: 'percent', basisPoints: 100 }, amount: 1_000_000 });
    expect(result.totalDue).toBe(1_000_000);
  });

  it('a medium taxpayer\'s activity started on 1 August pays half the 1,200,000 patent tax: 600,000', () => {
    const result = computeWith(rows, 'patent', '2026', {
      activities: [{ name: 'Coffee shop', provinceCode: '12', startDate: '2026-08-01' }],
      annualTurnover: 2_000_000_000,
    }, { category: 'medium' });
    expect(result.totalDue).toBe(600_000);
    expect(result.lines[0]).toMatchObject({ base: 1, rate: { kind: 'per-unit', amount: 1_200_000 }, share: { basisPoints: 5000 } });
  });

  it('a property sold for 400M with a reference value of 500M pays 4 % of 500M: 20,000,000', () => {
    const result = computeWith(rows, 'stamp', '2026-05-04', { instrument: 'immovable-property', contractValue: 400_000_000, referenceValue: 500_000_000 });
    expect(result.totalDue).toBe(20_000_000);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ base: 500_000_000, rate: { kind: 'percent', basisPoints: 400 } });
  });

  it('taxable income of 500M at 20 % less 30M prepaid leaves 70,000,000 to pay', () => {
    const result = computeWith(rows, 'annual', '2025', {
      turnover: 3_000_000_000, taxableIncome: 500_000_000, rateClass: 'standard', properRecords: true, prepaymentCredits: 30_000_000,
    });
    expect(lineOf(result, 'annual.toi').amount).toBe(100_000_000);
    expect(lineOf(result, 'annual.prepayment-credits').amount).toBe(-30_000_000);
    expect(result.totalDue).toBe(70_000_000);
  });

  it('improper records, turnover 10 bn and taxable income 10M: the minimum tax of 100,000,000 is due', () => {
    const result = computeWith(rows, 'annual', '2025', {
      turnover: 10_000_000_000, taxableIncome: 10_000_000, rateClass: 'standard', properRecords: false,
    });
    expect(lineOf(result, 'annual.minimum-tax')).toMatchObject({ kind: 'tax', base: 10_000_000_000, amount: 100_000_000 });
    // The tax on income (2,000,000) is shown for the record, not added.
    expect(lineOf(result, 'annual.toi')).toMatchObject({ kind: 'info', amount: 2_000_000 });
    expect(result.totalDue).toBe(100_000_000);
  });

  it('the monthly return of 2026-10 is due on 2026-11-25', () => {
    expect(dueDateFor('monthly', '2026-10', ruleSetForReturn(rows, 'monthly', '2026-10'))).toBe('2026-11-25');
    expect(computeWith(rows, 'monthly', '2026-10', {}).dueDate).toBe('2026-11-25');
  });

  it('the patent tax of 2027 is due on 2027-03-31', () => {
    expect(dueDateFor('patent', '2027', ruleSetForReturn(rows, 'patent', '2027'))).toBe('2027-03-31');
  });

  it('the annual return of 2025 is due on 2026-03-31', () => {
    expect(dueDateFor('annual', '2025', ruleSetForReturn(rows, 'annual', '2025'))).toBe('2026-03-31');
  });

  it('1,000,000 unpaid two months late with ordinary negligence costs 130,000 (10 % + 2 × 1.5 %)', () => {
    const estimate = penaltyEstimate(1_000_000, '2026-11-25', '2027-01-25', 'ordinary', ruleSetFor(rows, '2026-11-26'));
    expect(estimate.monthsLate).toBe(2);
    expect(estimate.lines.map((line) => line.amount)).toEqual([100_000, 30_000]);
    expect(estimate.total).toBe(130_000);
  });
});
