import { Refused, type PatentForm, type TaxReturnForm } from '@cis/contracts';
import { PatentFormDto } from '@cis/contracts/dto';
import { formOfType, validateFormOfType } from './tax-returns.compute';

const patent: PatentForm = { activities: [{ name: 'Grocery', provinceCode: '12', startDate: '2026-01-05' }], annualTurnover: 50_000_000 };
const annual: TaxReturnForm = { turnover: 1_000_000, taxableIncome: 100_000, rateClass: 'standard', properRecords: true };

function refusal(run: () => unknown): Refused {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the form paired with its type', () => {
  it('pairs each form with the type it is the form of', () => {
    expect(formOfType('patent', patent)).toEqual({ type: 'patent', form: patent });
    expect(formOfType('annual', annual)).toEqual({ type: 'annual', form: annual });
    expect(formOfType('stamp', { instrument: 'signboard', areaDm2: 20 })).toEqual({ type: 'stamp', form: { instrument: 'signboard', areaDm2: 20 } });
    expect(formOfType('monthly', { turnover: 10 })).toEqual({ type: 'monthly', form: { turnover: 10 } });
  });

  it('refuses, naming form, a form of another type rather than computing it as this one', () => {
    for (const [type, form] of [['annual', patent], ['patent', annual], ['monthly', patent], ['stamp', annual]] as const) {
      const refused = refusal(() => formOfType(type, form));
      expect(refused.code).toBe('formNotOfType');
      expect(refused.fields.map((f) => f.field)).toEqual(['form']);
    }
  });
});

describe('a form validated against a stored return\'s type', () => {
  it('answers plain data (no DTO class) with the fields sent', () => {
    const form = validateFormOfType('patent', { activities: [{ name: 'Grocery', provinceCode: '12', startDate: '2026-01-05' }], annualTurnover: 50_000_000 });
    // Plain objects (structuredClone's, of Node's realm rather than the test's: compared by the constructor's name).
    expect(form).not.toBeInstanceOf(PatentFormDto);
    expect(form.constructor.name).toBe('Object');
    expect('activities' in form && form.activities[0]?.constructor.name).toBe('Object');
    expect(JSON.stringify(form)).toBe(JSON.stringify(patent));
  });

  it('refuses a field of another type, naming form.<field>', () => {
    const refused = refusal(() => validateFormOfType('annual', patent));
    expect(refused.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['form.activities', 'form.turnover']));
  });
});
