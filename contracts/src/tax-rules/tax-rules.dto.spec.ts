import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ComputeTaxReturnDto, MonthlyFormDto } from './tax-rules.dto';
import { TAX_RETURN_LIMITS } from './tax-rules';

/** What the BFF's ValidationPipe would refuse: [field, rule] pairs, with its options. */
function refusals(body: object): Array<[string, string]> {
  const errors = validateSync(plainToInstance(ComputeTaxReturnDto, body), { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  const flatten = (list: ValidationError[], parent = ''): Array<[string, string]> =>
    list.flatMap((error) => {
      const field = parent ? `${parent}.${error.property}` : error.property;
      return [...Object.keys(error.constraints ?? {}).map((rule): [string, string] => [field, rule]), ...flatten(error.children ?? [], field)];
    });
  return flatten(errors);
}

const body = (type: string, period: string, form: object) => ({ type, clientId: 'client-1', period, form });

describe('tax return request validation', () => {
  it('accepts a complete monthly form and builds its nested lines', () => {
    const input = body('monthly', '2026-10', {
      turnover: 100_000_000,
      vat: { sales: 1, exportSales: 0, purchases: 0, creditBroughtForward: 0 },
      salaries: [{ employee: 'Sok Dara', resident: true, gross: 2_500_000, dependants: 1, fringeBenefits: 0 }],
      withholdings: [{ payee: 'Chan Sophea', type: 'services', resident: true, amount: 850_000, netOfTax: true }],
      specificTax: [{ product: 'entertainment', base: 1 }],
      publicLighting: 0,
      accommodation: 0,
    });
    expect(refusals(input)).toEqual([]);
    expect(plainToInstance(ComputeTaxReturnDto, input).form).toBeInstanceOf(MonthlyFormDto);
  });

  it('refuses a negative amount naming the field', () => {
    expect(refusals(body('monthly', '2026-10', { salaries: [{ employee: 'A', resident: true, gross: -1 }] }))).toEqual([['form.salaries.0.gross', 'min']]);
    expect(refusals(body('annual', '2025', { turnover: -5, taxableIncome: 0, rateClass: 'standard', properRecords: true }))).toEqual([['form.turnover', 'min']]);
  });

  it('lets an annual loss (negative taxable income) through', () => {
    expect(refusals(body('annual', '2025', { turnover: 5, taxableIncome: -50_000_000, rateClass: 'standard', properRecords: true }))).toEqual([]);
  });

  it('refuses an unknown instrument and a malformed withholding type, naming each', () => {
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'boat', contractValue: 1 }))).toEqual([['form.instrument', 'isIn']]);
    expect(refusals(body('monthly', '2026-10', { withholdings: [{ payee: 'A', type: 'Consulting fees', resident: true, amount: 1 }] })))
      .toEqual([['form.withholdings.0.type', 'matches']]);
  });

  it('checks the period format of each type: YYYY, YYYY-MM, a real YYYY-MM-DD', () => {
    expect(refusals(body('patent', '2027', { activities: [{ name: 'Shop', provinceCode: '12', startDate: '2027-01-01' }], annualTurnover: 1 }))).toEqual([]);
    expect(refusals(body('monthly', '2026', {}))).toEqual([['period', 'isTaxPeriod']]);
    expect(refusals(body('annual', '2025-12', { turnover: 0, taxableIncome: 0, rateClass: 'standard', properRecords: true }))).toEqual([['period', 'isTaxPeriod']]);
    expect(refusals(body('stamp', '2026-02-30', { instrument: 'legal-document' }))).toEqual([['period', 'isTaxPeriod']]);
  });

  it('refuses a form of another type\'s shape, naming the foreign field', () => {
    expect(refusals(body('patent', '2026', { activities: [{ name: 'Shop', provinceCode: '12', startDate: '2026-01-01' }], annualTurnover: 1, turnover: 5 })))
      .toEqual([['form.turnover', 'whitelistValidation']]);
  });

  it('names the type first when it is not one of the four', () => {
    expect(refusals(body('quarterly', '2026', { turnover: 1 }))[0]).toEqual(['type', 'isIn']);
  });

  it('asks a stamp form for what its instrument needs: a value, a dollar rate, a signboard\'s size', () => {
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'vehicle' }))).toContainEqual(['form.contractValue', 'isNumber']);
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'vehicle', contractValue: 30_000.5, currency: 'USD' }))).toContainEqual(['form.exchangeRate', 'isNumber']);
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'vehicle', contractValue: 30_000.5, currency: 'USD', exchangeRate: 4_100 }))).toEqual([]);
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'vehicle', contractValue: 30_000.5 }))).toEqual([['form.contractValue', 'isAmountOfCurrency']]);
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'signboard', lit: true, foreignScript: false, installedOn: '2025-01-01' })))
      .toContainEqual(['form.areaDm2', 'isInt']);
    expect(refusals(body('stamp', '2026-01-05', { instrument: 'legal-document' }))).toEqual([]);
  });

  it('holds the declared line limits', () => {
    const activities = Array.from({ length: TAX_RETURN_LIMITS.maxActivities + 1 }, (_, i) => ({ name: `Shop ${i}`, provinceCode: '12', startDate: '2026-01-01' }));
    expect(refusals(body('patent', '2026', { activities, annualTurnover: 1 }))).toEqual([['form.activities', 'arrayMaxSize']]);
  });
});
