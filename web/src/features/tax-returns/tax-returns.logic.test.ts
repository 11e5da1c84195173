import { EMPTY_ACTION_INPUTS, actionBody, clientNameIn, compareRevisions, flattenForm, formatRate, lineBase, lineLabel, missingInputs, monthlyForm, needsConfirmation, previousMonth, riel, withProvinceNames } from './tax-returns.logic';

const unit = (u: string) => `per ${u}`;

describe('tax returns screen logic', () => {
  it('writes riel with the grouping of the reader', () => {
    expect(riel(1_250_000, 'en-US')).toBe('៛1,250,000');
    expect(riel(-1_680_000, 'en-US')).toBe('-៛1,680,000');
    expect(riel(130_000.4, 'km')).toMatch(/^៛130.000$|^៛130,000$/);
  });

  it('reads a line label in Khmer for Khmer readers and in English otherwise', () => {
    const label = { en: 'Prepayment of tax on income', km: 'ប្រាក់រំដោះពន្ធលើប្រាក់ចំណូល' };
    expect(lineLabel(label, 'km')).toBe(label.km);
    expect(lineLabel(label, 'en-US')).toBe(label.en);
  });

  it('names a return\'s client in the reader\'s language, the other language\'s name where that one is missing, else its id', () => {
    const both = { clientId: 'c1', clientName: 'Angkor Rice', clientNameKh: 'អង្គរ' };
    expect(clientNameIn(both, 'km')).toBe('អង្គរ');
    expect(clientNameIn(both, 'en-US')).toBe('Angkor Rice');
    expect(clientNameIn({ clientId: 'c1', clientName: 'Angkor Rice' }, 'km')).toBe('Angkor Rice');
    expect(clientNameIn({ clientId: 'c1', clientNameKh: 'អង្គរ' }, 'en-US')).toBe('អង្គរ');
    expect(clientNameIn({ clientId: 'c1' }, 'km')).toBe('c1');
  });

  it('shows a percent rate from basis points and a per-unit rate in riel', () => {
    expect(formatRate({ kind: 'percent', basisPoints: 1000, ruleCode: 'vat' }, 'en-US', unit)).toBe('10 %');
    expect(formatRate({ kind: 'percent', basisPoints: 150, ruleCode: 'x' }, 'en-US', unit)).toBe('1.5 %');
    expect(formatRate({ kind: 'per-unit', amount: 1_200_000, unit: 'activity', ruleCode: 'p' }, 'en-US', unit)).toBe('៛1,200,000 / per activity');
    expect(formatRate({ kind: 'none' }, 'en-US', unit)).toBe('');
    expect(lineBase({ base: 2, rate: { kind: 'per-unit', amount: 150_000, unit: 'dependant', ruleCode: 'd' } }, 'en-US')).toBe('2');
    expect(lineBase({ base: 2_350_000, rate: { kind: 'percent', basisPoints: 1000, ruleCode: 's' } }, 'en-US')).toBe('៛2,350,000');
  });

  it('asks a customer nothing to pay (its balance) and staff for the bank payment', () => {
    expect(missingInputs('pay', 'customer', EMPTY_ACTION_INPUTS)).toEqual([]);
    expect(needsConfirmation('pay', 'customer')).toBe(true);
    expect(needsConfirmation('submit-for-review', 'staff')).toBe(false);
    expect(needsConfirmation('client-approve', 'customer')).toBe(false);
    expect(actionBody('pay', 'customer', EMPTY_ACTION_INPUTS)).toEqual({ method: 'balance' });
    expect(actionBody('pay', 'customer', { ...EMPTY_ACTION_INPUTS, payMethod: 'card' })).toEqual({ method: 'card' });
    // The total the customer was shown goes back, so a stale page never pays another amount than it showed.
    expect(actionBody('pay', 'customer', EMPTY_ACTION_INPUTS, 1_130_000)).toEqual({ method: 'balance', expectedTotal: 1_130_000 });
    expect(actionBody('pay', 'customer', { ...EMPTY_ACTION_INPUTS, payMethod: 'card' }, 0)).toEqual({ method: 'card', expectedTotal: 0 });
    expect(actionBody('approve', 'customer', EMPTY_ACTION_INPUTS, 5)).toEqual({});
    expect(missingInputs('pay', 'customer', { ...EMPTY_ACTION_INPUTS, payMethod: 'card' })).toEqual([]);
    expect(missingInputs('pay', 'staff', EMPTY_ACTION_INPUTS)).toEqual(['bankCode', 'reference', 'paidOn']);
    expect(actionBody('pay', 'staff', { ...EMPTY_ACTION_INPUTS, bankCode: 'ABA', reference: ' R1 ', paidOn: '2026-11-20' }))
      .toEqual({ method: 'bank', bankCode: 'ABA', reference: 'R1', paidOn: '2026-11-20' });
  });

  it('requires comments to return, a reference and day to file, a note when staff record a client approval', () => {
    expect(missingInputs('return', 'staff', { ...EMPTY_ACTION_INPUTS, comments: '  ' })).toEqual(['comments']);
    expect(missingInputs('file', 'staff', { ...EMPTY_ACTION_INPUTS, reference: 'GDT-1' })).toEqual(['filedAt']);
    expect(missingInputs('client-approve', 'staff', EMPTY_ACTION_INPUTS)).toEqual(['note']);
    expect(actionBody('client-approve', 'customer', { ...EMPTY_ACTION_INPUTS, note: 'ignored' })).toEqual({});
    expect(actionBody('cancel', 'staff', EMPTY_ACTION_INPUTS)).toEqual({});
    expect(actionBody('submit-for-review', 'staff', { ...EMPTY_ACTION_INPUTS, comments: 'x' })).toEqual({});
  });

  it('builds the monthly form from the typed amounts, leaving blanks out', () => {
    expect(monthlyForm({ turnover: null, vatSales: null, vatPurchases: null })).toEqual({});
    expect(monthlyForm({ turnover: 10_000_000, vatSales: 0, vatPurchases: null })).toEqual({ turnover: 10_000_000, vat: { sales: 0 } });
  });

  it('proposes the month before today, across a year end', () => {
    expect(previousMonth(new Date('2026-01-15T00:00:00Z'))).toBe('2025-12');
    expect(previousMonth(new Date('2026-11-25T00:00:00Z'))).toBe('2026-10');
  });

  it('compares an amendment with the revision it amends, field by field and line by line, marking what changed', () => {
    expect([...flattenForm({ turnover: 5, vat: { sales: 1 }, salaries: [{ gross: 2 }] })]).toEqual([['turnover', 5], ['vat.sales', 1], ['salaries.0.gross', 2]]);
    const label = { en: 'Salary', km: 'ប្រាក់បៀវត្ស' };
    const line = (code: string, base: number, amount: number) => ({ code, label, kind: 'tax' as const, base, rate: { kind: 'none' as const }, amount });
    const figures = compareRevisions(
      { form: { turnover: 100, salaries: [{ employee: 'A', resident: true, gross: 10 }] }, lines: [line('ptoi', 100, 1), line('salary', 10, 0)], totalDue: 1 },
      { form: { turnover: 200, salaries: [{ employee: 'A', resident: true, gross: 10 }, { employee: 'B', resident: true, gross: 20 }] }, lines: [line('ptoi', 200, 2), line('salary', 10, 0), line('salary', 20, 3)], totalDue: 5 },
    );
    const changed = figures.filter((f) => f.changed).map((f) => f.key);
    expect(changed).toEqual(['field:turnover', 'field:salaries.1.employee', 'field:salaries.1.resident', 'field:salaries.1.gross', 'line:ptoi#0', 'line:salary#1', 'total']);
    expect(figures.find((f) => f.key === 'line:salary#1')).toMatchObject({ before: null, after: 3 });
    expect(figures.find((f) => f.key === 'field:salaries.0.gross')).toMatchObject({ before: 10, after: 10, changed: false });
  });

  it('names a patent line\'s province from the gazetteer in each language, not by its code', () => {
    const line = {
      code: 'patent.activity', kind: 'tax' as const, base: 1, amount: 1_200_000,
      rate: { kind: 'per-unit' as const, amount: 1_200_000, unit: 'activity' as const, ruleCode: 'patent.medium' },
      label: { en: 'Patent tax: Shop (12, 2020-01-01)', km: 'ពន្ធប៉ាតង់៖ Shop (12, 2020-01-01)' },
    };
    const form = { activities: [{ name: 'Cafe', provinceCode: '17', startDate: '2021-05-01' }, { name: 'Shop', provinceCode: '12', startDate: '2020-01-01' }] };
    const provinces = new Map([['12', { en: 'Phnom Penh', km: 'រាជធានីភ្នំពេញ' }], ['17', { en: 'Siem Reap', km: 'សៀមរាប' }]]);
    const named = withProvinceNames(line, form, provinces);
    expect(lineLabel(named.label, 'en-US')).toBe('Patent tax: Shop (Phnom Penh, 2020-01-01)');
    expect(lineLabel(named.label, 'km')).toBe('ពន្ធប៉ាតង់៖ Shop (រាជធានីភ្នំពេញ, 2020-01-01)');
    // No gazetteer read (yet), another line, or a code the gazetteer lacks: the line as computed.
    expect(withProvinceNames(line, form, new Map())).toBe(line);
    expect(withProvinceNames({ ...line, code: 'patent.exemption' }, form, provinces).label).toEqual(line.label);
    expect(withProvinceNames(line, { activities: [{ name: 'Shop', provinceCode: '12', startDate: '2020-01-01' }] }, new Map([['99', { en: 'X', km: 'X' }]]))).toBe(line);
  });
});
