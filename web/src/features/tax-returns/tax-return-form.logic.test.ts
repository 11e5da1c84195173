import { join } from 'node:path';
import i18next from 'i18next';
import { ruleSetForReturn, type TaxReturnRulesAnswer, type TaxReturnType } from '@cis/contracts';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { TAX_RULE_SEED } from '@cis/fixtures';
import {
  EMPTY_ROWS, conflictingFields, defaultChoices, defaultPeriod, draftOf, emptyDraft, incompleteText, mergeForms, periodOk, previewOf, specificTaxProducts, staleChangeOf,
  withholdingTypes, wireForm, type MonthlyDraft, type PatentDraft, type StampDraft,
} from './tax-return-form.logic';

const rulesFor = (type: TaxReturnType, period: string, category: 'small' | 'medium' | 'large' = 'medium'): TaxReturnRulesAnswer =>
  ({ type, period, rules: ruleSetForReturn(TAX_RULE_SEED, type, period), client: { category } });

describe('tax return forms', () => {
  it('sends only what was typed: blanks, untouched rows and another instrument\'s fields are left out', () => {
    expect(wireForm('monthly', emptyDraft('monthly'))).toEqual({});
    const monthly: MonthlyDraft = {
      ...emptyDraft('monthly'),
      turnover: 10_000_000,
      vat: { sales: 20_000_000, exportSales: null, purchases: 0, creditBroughtForward: null },
      salaries: [{ ...EMPTY_ROWS.salary(), employee: ' Sok ', gross: 2_350_000 }, EMPTY_ROWS.salary()],
      withholdings: [EMPTY_ROWS.withholding()],
    };
    expect(wireForm('monthly', monthly)).toEqual({
      turnover: 10_000_000, vat: { sales: 20_000_000, purchases: 0 }, salaries: [{ employee: 'Sok', resident: true, gross: 2_350_000 }],
    });
    const signboard: StampDraft = { ...emptyDraft('stamp'), instrument: 'signboard', contractValue: 5, areaDm2: 12, installedOn: '2026-03-01' };
    expect(wireForm('stamp', signboard)).toEqual({ instrument: 'signboard', currency: 'KHR', areaDm2: 12, lit: false, foreignScript: false, installedOn: '2026-03-01' });
    const house: StampDraft = { ...emptyDraft('stamp'), instrument: 'immovable-property', contractValue: 300_000, currency: 'USD', exchangeRate: 4_100, firstHome: true, lit: true };
    expect(wireForm('stamp', house)).toEqual({ instrument: 'immovable-property', contractValue: 300_000, currency: 'USD', exchangeRate: 4_100, firstHome: true });
  });

  it('reads a stored form back into the draft, blanks where it says nothing', () => {
    const draft = draftOf('monthly', { turnover: 5, salaries: [{ employee: 'A', resident: false, gross: 1 }] });
    expect(draft.turnover).toBe(5);
    expect(draft.vat).toEqual({ sales: null, exportSales: null, purchases: null, creditBroughtForward: null });
    expect(draft.salaries[0]).toEqual({ employee: 'A', resident: false, gross: 1, dependants: null, fringeBenefits: null });
    expect(wireForm('monthly', draft)).toEqual({ turnover: 5, salaries: [{ employee: 'A', resident: false, gross: 1 }] });
  });

  it('keeps what it does not show through an edit, and reads a malformed stored field as blank', () => {
    const stored = { turnover: 9, taxableIncome: 4, rateClass: 'insurance' as const, properRecords: false, dividendTaxCredits: 300 };
    expect(wireForm('annual', draftOf('annual', stored))).toEqual(stored);
    const odd = JSON.parse('{"instrument":"boat","currency":"EUR","contractValue":"12","lit":true}');
    expect(draftOf('stamp', odd)).toEqual({ ...emptyDraft('stamp'), lit: true });
  });

  it('previews with the contracts\' rules: a salary of 2,350,000 at 10 % less 175,000 is 60,000; each line has base and rate', () => {
    const preview = previewOf('monthly', '2026-10', { turnover: 100_000_000, salaries: [{ employee: 'A', resident: true, gross: 2_350_000 }] }, rulesFor('monthly', '2026-10'));
    if (preview.kind !== 'computed') throw new Error(preview.message);
    const salary = preview.computation.lines.find((l) => l.code === 'monthly.salary.resident')!;
    expect(salary).toMatchObject({ base: 2_350_000, amount: 60_000, rate: { kind: 'progressive', basisPoints: 1000, deduction: 175_000 } });
    expect(preview.computation.lines.find((l) => l.code === 'monthly.ptoi')).toMatchObject({ base: 100_000_000, amount: 1_000_000 });
    expect(preview.computation.dueDate).toBe('2026-11-25');
  });

  it('says which field a half-typed patent form waits for, then computes it', () => {
    const draft: PatentDraft = { ...emptyDraft('patent'), annualTurnover: 1_000_000_000, category: 'medium' };
    const waiting = previewOf('patent', '2027', wireForm('patent', draft), rulesFor('patent', '2027'));
    expect(waiting).toMatchObject({ kind: 'incomplete', field: 'activities' });
    draft.activities = [{ name: 'Shop', provinceCode: '12', startDate: '2020-01-01' }];
    const done = previewOf('patent', '2027', wireForm('patent', draft), rulesFor('patent', '2027'));
    expect(done.kind === 'computed' && done.computation.totalDue).toBe(1_200_000);
  });

  it('previews a form as typed, not proved to be of its type: the first field the rules cannot use is named, its kind too', () => {
    const rules = rulesFor('annual', '2025');
    expect(previewOf('annual', '2025', {}, rules)).toMatchObject({ kind: 'incomplete', field: 'turnover' });
    expect(previewOf('annual', '2025', { turnover: 5_000_000 }, rules)).toMatchObject({ kind: 'incomplete', field: 'taxableIncome' });
    expect(previewOf('annual', '2025', { turnover: '5' }, rules)).toMatchObject({ kind: 'incomplete', field: 'turnover' });
    const monthly = rulesFor('monthly', '2026-10');
    expect(previewOf('monthly', '2026-10', { vat: 'lots' }, monthly)).toMatchObject({ kind: 'incomplete', field: 'vat' });
    expect(previewOf('monthly', '2026-10', { vat: { sales: -1 } }, monthly)).toMatchObject({ kind: 'incomplete', field: 'vat.sales' });
    const done = previewOf('annual', '2025', { turnover: 5_000_000, taxableIncome: 0, rateClass: 'standard', properRecords: true }, rules);
    expect(done.kind).toBe('computed');
  });

  it('offers the withholding types and specific-tax products in force for the period, from the rule rows', () => {
    const rules = rulesFor('monthly', '2026-10').rules;
    expect(withholdingTypes(rules).map((w) => w.code)).toEqual(expect.arrayContaining(['services', 'rent', 'royalties']));
    expect(specificTaxProducts(rules).length).toBeGreaterThan(0);
    expect(specificTaxProducts(rules).every((p) => !p.code.startsWith('specific-tax.'))).toBe(true);
    expect(withholdingTypes(null)).toEqual([]);
  });

  it('checks the period by the type and proposes the usual one', () => {
    expect(periodOk('monthly', '2026-10')).toBe(true);
    expect(periodOk('monthly', '2026-13')).toBe(false);
    expect(periodOk('stamp', '2026-02-30')).toBe(false);
    expect(periodOk('annual', '2025')).toBe(true);
    const today = new Date('2026-01-15T03:00:00Z');
    expect([defaultPeriod('monthly', today), defaultPeriod('annual', today), defaultPeriod('patent', today), defaultPeriod('stamp', today)])
      .toEqual(['2025-12', '2025', '2026', '2026-01-15']);
  });

  it('merges a stale save field by field: both changes kept, nothing lost', () => {
    const mine = { turnover: 12, vat: { sales: 5 } };
    const theirs = { turnover: 10, publicLighting: 7 };
    expect(conflictingFields(mine, theirs)).toEqual(['publicLighting', 'turnover', 'vat']);
    expect(mergeForms(mine, theirs, { publicLighting: 'theirs' })).toEqual({ turnover: 12, vat: { sales: 5 }, publicLighting: 7 });
    expect(mergeForms(mine, theirs, { turnover: 'theirs', vat: 'theirs', publicLighting: 'theirs' })).toEqual(theirs);
    // From the last saved form (turnover 10): I changed turnover and VAT, they added public lighting: defaults keep both.
    const base = { turnover: 10 };
    const choices = defaultChoices(base, mine, theirs);
    expect(choices).toEqual({ publicLighting: 'theirs', turnover: 'mine', vat: 'mine' });
    expect(mergeForms(mine, theirs, choices)).toEqual({ turnover: 12, vat: { sales: 5 }, publicLighting: 7 });
    const error = { envelope: { code: 'taxReturnStale', details: { version: 4, changedBy: 'u1', changedAt: '2026-11-25T10:00:00Z', form: theirs } } };
    expect(staleChangeOf(error)).toEqual({ version: 4, changedBy: 'u1', changedAt: '2026-11-25T10:00:00Z', form: theirs });
    expect(staleChangeOf({ envelope: { code: 'taxReturnWrongStatus', details: {} } })).toBeNull();
    expect(staleChangeOf(new Error('network'))).toBeNull();
    // Details that are not a version and a form (fields by name) are not a stale change.
    const details = (d: Record<string, unknown>) => ({ envelope: { code: 'taxReturnStale', details: d } });
    expect(staleChangeOf(details({ version: '4', form: theirs }))).toBeNull();
    expect(staleChangeOf(details({ version: 4, form: ['turnover'] }))).toBeNull();
    expect(staleChangeOf(details({ version: 4, form: null }))).toBeNull();
    expect(staleChangeOf(details({ version: 4, form: theirs }))).toEqual({ version: 4, changedBy: null, changedAt: null, form: theirs });
  });

  it('says why a field filled in is refused (not "still to fill in"), and what a field left out waits for, in English and Khmer', async () => {
    const tIn = async (lng: 'en-US' | 'km') => {
      const instance = i18next.createInstance();
      await instance.init({ lng, fallbackLng: false, interpolation: { escapeValue: false }, resources: { [lng]: { translation: mergedTranslations(join(__dirname, '..', '..'), lng) } } });
      return instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string;
    };
    const en = await tIn('en-US');
    const patent = rulesFor('patent', '2027');
    const late = previewOf('patent', '2027', { activities: [{ name: 'Shop', provinceCode: '12', startDate: '2028-02-01' }], annualTurnover: 1 }, patent);
    expect(late.kind === 'incomplete' && incompleteText(late, en, 'en-US')).toBe('Business activities 1 · Started on must not be after the period 2027.');
    const stamp = previewOf('stamp', '2026-05-10', { instrument: 'immovable-property', contractValue: 1_000_000, firstHome: true, laterHome: true }, rulesFor('stamp', '2026-05-10'));
    expect(stamp.kind === 'incomplete' && incompleteText(stamp, en, 'en-US')).toContain('either the first one or a later one');
    const negative = previewOf('monthly', '2026-10', { vat: { sales: -1 } }, rulesFor('monthly', '2026-10'));
    expect(negative.kind === 'incomplete' && incompleteText(negative, en, 'en-US')).toBe('VAT · Taxable sales (VAT excluded) must not be less than 0.');
    const waiting = previewOf('annual', '2025', {}, rulesFor('annual', '2025'));
    expect(waiting.kind === 'incomplete' && incompleteText(waiting, en, 'en-US')).toBe('Still to fill in before it computes: Turnover.');
    const km = await tIn('km');
    expect(late.kind === 'incomplete' && incompleteText(late, km, 'km')).not.toMatch(/[A-Za-z]{3,}/);
  });
});

