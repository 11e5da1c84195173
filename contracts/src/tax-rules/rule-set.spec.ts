import { TAX_RULE_SEED } from '@cis/fixtures';
import type { RateRow, TaxCodeRow, TaxRuleRows } from './tax-rules';
import { computeReturn } from './compute';
import { dueDateFor } from './due-dates';
import { checkRuleRow, ruleConflicts, ruleSetFor, ruleSetForReturn } from './rule-set';
import { TaxFormError, TaxRuleError } from './tax-rules.errors';
import { computeWith, lineOf } from './test-support';

const seed = TAX_RULE_SEED;
const vatStandard = seed.rate.find((row) => row.code === 'vat.standard')!;
const withRates = (rates: RateRow[], base: TaxRuleRows = seed): TaxRuleRows => ({ ...base, rate: [...base.rate, ...rates] });
const withoutRate = (code: string): TaxRuleRows => ({ ...seed, rate: seed.rate.filter((row) => row.code !== code) });
const thrown = (action: () => unknown): unknown => {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('rules in force for a period', () => {
  it('a VAT rate entered for next year leaves this year\'s return as it was', () => {
    const form = { vat: { sales: 10_000_000 } };
    const before = computeWith(seed, 'monthly', '2026-12', form);
    const rows = withRates([{ ...vatStandard, validFrom: '2027-01-01', value: 1200, source: 'test: a rise for 2027' }]);

    const thisYear = computeWith(rows, 'monthly', '2026-12', form);
    const nextYear = computeWith(rows, 'monthly', '2027-01', form);

    expect(thisYear).toEqual(before);
    expect(lineOf(thisYear, 'monthly.vat.output')).toMatchObject({ rate: { basisPoints: 1000 }, amount: 1_000_000 });
    expect(lineOf(nextYear, 'monthly.vat.output')).toMatchObject({ rate: { basisPoints: 1200 }, amount: 1_200_000 });
  });

  it('closing the old row the day before the new one gives the same answers', () => {
    const rows: TaxRuleRows = {
      ...seed,
      rate: [
        ...seed.rate.filter((row) => row !== vatStandard),
        { ...vatStandard, validTo: '2026-12-31' },
        { ...vatStandard, validFrom: '2027-01-01', value: 1200 },
      ],
    };
    expect(lineOf(computeWith(rows, 'monthly', '2026-12', { vat: { sales: 1_000 } }), 'monthly.vat.output').amount).toBe(100);
    expect(lineOf(computeWith(rows, 'monthly', '2027-01', { vat: { sales: 1_000 } }), 'monthly.vat.output').amount).toBe(120);
  });

  it('a period before the rules\' first date is refused naming the period', () => {
    const error = thrown(() => ruleSetForReturn(seed, 'monthly', '2023-12'));
    expect(error).toBeInstanceOf(TaxRuleError);
    const refusal = (error as TaxRuleError).toFieldError();
    expect(refusal).toMatchObject({ field: 'period', code: 'taxRulesNotInForce', params: { kind: 'rate', period: '2023-12', date: '2023-12-01' } });
    expect(refusal.userMessage).toBe('No rate rules are in force for period 2023-12 (2023-12-01): the first start on 2024-01-01.');
  });

  it('a rule missing for the period is refused naming its kind and code', () => {
    const rows = withoutRate('accommodation');
    expect(computeWith(rows, 'monthly', '2026-10', { turnover: 1_000 }).totalDue).toBe(10);
    const error = thrown(() => computeWith(rows, 'monthly', '2026-10', { accommodation: 1_000_000 })) as TaxRuleError;
    expect(error).toBeInstanceOf(TaxRuleError);
    expect(error.toFieldError()).toMatchObject({ field: 'period', code: 'taxRuleMissing', params: { kind: 'rate', rule: 'accommodation' } });
  });

  it('two rows of one code starting the same day are a conflict, not a silent choice', () => {
    const rows = withRates([{ ...vatStandard, value: 1100 }]);
    const error = thrown(() => ruleSetFor(rows, '2026-01-01')) as TaxRuleError;
    expect(error.code).toBe('taxRuleConflict');
    expect(error.isUserError).toBe(false);
    expect(ruleConflicts(rows.rate)).toHaveLength(1);
    expect(ruleConflicts(seed.rate)).toEqual([]);
  });

  it('a one-month exception in the due-date calendar moves only that month', () => {
    const monthly = seed['tax-code'].find((row) => row.code === 'monthly')!;
    const exception: TaxCodeRow = { ...monthly, validFrom: '2026-12-01', validTo: '2026-12-31', dueDay: 28, source: 'test: holiday' };
    const rows: TaxRuleRows = { ...seed, 'tax-code': [...seed['tax-code'], exception] };
    const due = (period: string) => dueDateFor('monthly', period, ruleSetForReturn(rows, 'monthly', period));
    expect(due('2026-11')).toBe('2026-12-25');
    expect(due('2026-12')).toBe('2027-01-28');
    expect(due('2027-01')).toBe('2027-02-25');
  });

  it('a period in the wrong format for its type is refused naming the period', () => {
    for (const [type, period] of [['monthly', '2026-13'], ['monthly', '2026'], ['annual', '2026-01'], ['stamp', '2026-02-30']] as const) {
      const error = thrown(() => ruleSetForReturn(seed, type, period)) as TaxFormError;
      expect(error).toBeInstanceOf(TaxFormError);
      expect(error.toFieldError()).toMatchObject({ field: 'period', code: 'isTaxPeriod' });
    }
  });

  it('a rule set of another day cannot compute a period (it would use another year\'s rates)', () => {
    const ruleSet = ruleSetFor(seed, '2026-01-01');
    expect(() => computeReturn({ type: 'monthly', period: '2026-02', form: {}, client: { category: 'medium' }, ruleSet })).toThrow(/2026-02-01/);
  });
});

describe('checking a rule row before the master data stores it', () => {
  it('finds an end before the start, a band without its table, and a unit the kind does not know', () => {
    const problems = checkRuleRow('rate', { ...vatStandard, validTo: '2023-01-01', unit: 'percent', bandFrom: 5 });
    expect(problems.map((problem) => problem.field).sort()).toEqual(['bandFrom', 'unit', 'validTo']);
  });

  it('asks a due rule for the fields it needs', () => {
    const monthly = seed['tax-code'].find((row) => row.code === 'monthly')!;
    expect(checkRuleRow('tax-code', { ...monthly, dueDay: null })).toEqual([expect.objectContaining({ field: 'dueDay', code: 'isDefined' })]);
  });
});
