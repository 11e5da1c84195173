import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { toApiError } from '../../api/http';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { TaxReturnRefusal } from './TaxReturnRefusal';

/** Every area's strings merged as the build serves them (the shell's error texts and this area's). */
async function i18nIn(language: 'en-US' | 'km') {
  const src = join(__dirname, '..', '..');
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language, fallbackLng: false, interpolation: { escapeValue: false },
    resources: { [language]: { translation: mergedTranslations(src, language) } },
  });
  return instance;
}

// The BFF's answers as it sends them (captured from the running portal).
const BALANCE_TOO_LOW = {
  status: 409, error: 'Conflict', developerMessage: 'The balance is too low for this payment.', code: 'balanceTooLow',
  params: { amount: 1671700, tax: 1460000, penalty: 211700 },
};
const RETURN_EXISTS = {
  status: 409, error: 'Conflict', developerMessage: 'A return for this client, type and period already exists.', code: 'taxReturnExists',
  params: { id: 'r-1', status: 'FILED' }, details: { id: 'r-1', status: 'FILED' },
};
const FIELDS_REFUSED = {
  status: 400, error: 'Bad Request', developerMessage: 'activities.1.startDate is after the year 2027', code: 'afterPeriod',
  errors: [
    { field: 'form.activities.1.startDate', code: 'afterPeriod', params: { period: '2027' }, userMessage: 'activities.1.startDate is after the year 2027' },
    { field: 'form.annualTurnover', code: 'max', params: { max: 1000000000000000 }, userMessage: 'AnnualTurnover must not be greater than 1000000000000000.' },
    { field: 'form.annualTurnover', code: 'isInt', userMessage: 'AnnualTurnover must be a whole riel amount.' },
  ],
};
const LATIN_WORD = /[A-Za-z]{3,}/;

// A required amount left out (the BFF names it isDefined beside the rules it then breaks).
const LEFT_OUT = {
  status: 400, error: 'Bad Request', developerMessage: 'turnover should not be null or undefined',
  errors: [
    { field: 'form.turnover', code: 'max', params: { max: 1000000000000000 }, userMessage: 'form.turnover is required.' },
    { field: 'form.turnover', code: 'min', params: { min: 0 }, userMessage: 'form.turnover is required.' },
    { field: 'form.turnover', code: 'isDefined', userMessage: 'form.turnover is required.' },
    { field: 'form.instrument', code: 'isIn', params: { values: 'immovable-property, vehicle' }, userMessage: 'form.instrument is required.' },
    { field: 'form.instrument', code: 'isDefined', userMessage: 'form.instrument is required.' },
  ],
};

describe('TaxReturnRefusal: a refusal said inside the dialog, in the reader\'s language', () => {
  it('too low a balance: the amount and what to do instead, in English and Khmer (no English left)', async () => {
    const { unmount } = render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnRefusal error={toApiError(409, BALANCE_TOO_LOW)} /></I18nextProvider>);
    expect(screen.getByRole('alert').textContent).toBe('The balance is too low to pay ៛1,671,700: top up the balance or pay by card.');
    unmount();
    render(<I18nextProvider i18n={await i18nIn('km')}><TaxReturnRefusal error={toApiError(409, BALANCE_TOO_LOW)} /></I18nextProvider>);
    const khmer = screen.getByRole('alert').textContent ?? '';
    expect(khmer).toMatch(/[\u1780-\u17FF]/);
    expect(khmer).toContain('1,671,700');
    expect(khmer).not.toMatch(LATIN_WORD);
  });

  it('a second return of a period: says so and opens the first', async () => {
    const opened: string[] = [];
    render(<I18nextProvider i18n={await i18nIn('km')}><TaxReturnRefusal error={toApiError(409, RETURN_EXISTS)} onOpenExisting={(id) => opened.push(id)} /></I18nextProvider>);
    expect(screen.getByRole('alert').textContent).not.toMatch(LATIN_WORD);
    fireEvent.click(screen.getByTestId('tax-return-refusal-open-existing'));
    expect(opened).toEqual(['r-1']);
  });

  it('bad input: every refused field named as the form labels it, once each', async () => {
    render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnRefusal error={toApiError(400, FIELDS_REFUSED)} /></I18nextProvider>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Business activities 2 · Started on must not be after the period 2027.',
      'Annual turnover must not be more than 1,000,000,000,000,000.',
    ]);
  });

  it('a field left out reads "required", not the limits it then breaks nor a list of codes, in English and Khmer', async () => {
    const { unmount } = render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnRefusal error={toApiError(400, LEFT_OUT)} /></I18nextProvider>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Turnover is required.', 'Document is required.']);
    unmount();
    render(<I18nextProvider i18n={await i18nIn('km')}><TaxReturnRefusal error={toApiError(400, LEFT_OUT)} /></I18nextProvider>);
    for (const li of screen.getAllByRole('listitem')) expect(li.textContent).not.toMatch(LATIN_WORD);
  });

  it('every refusal code of the tax rules\' form checks has its Khmer text (none falls back to the English sent)', async () => {
    const codes = ['afterPeriod', 'bothHomeReliefs', 'duplicateActivity', 'isIsoDate', 'isTaxPeriod', 'notWithheldForResidency', 'unknownSpecificTaxProduct',
      'unknownWithholdingType', 'taxRulesNotInForce', 'taxRuleMissing', 'afterToday', 'required'];
    const errors = codes.map((code, i) => ({ field: `form.field${i}`, code, params: { period: '2027', format: 'YYYY', today: '2026-11-26' }, userMessage: `English text of ${code}` }));
    render(<I18nextProvider i18n={await i18nIn('km')}><TaxReturnRefusal error={toApiError(400, { status: 400, error: 'Bad Request', errors })} /></I18nextProvider>);
    for (const li of screen.getAllByRole('listitem')) expect(li.textContent).not.toContain('English text');
  });
});

