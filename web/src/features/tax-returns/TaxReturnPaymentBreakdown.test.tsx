import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { penaltyEstimate, ruleSetFor, taxPaymentDue } from '@cis/contracts';
import { TAX_RULE_SEED } from '@cis/fixtures';
import en from './i18n/en-US.json';
import km from './i18n/km.json';
import { TaxReturnPaymentBreakdown } from './TaxReturnPaymentBreakdown';

/** The feature's own strings, English and Khmer, as the shell loads them. */
async function i18nIn(language: 'en-US' | 'km') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language, fallbackLng: false, resources: { 'en-US': { translation: en }, km: { translation: km } }, interpolation: { escapeValue: false },
  });
  return instance;
}

// A return of 1,000,000 riel due 2026-11-25, paid 2027-01-20: two months started late.
const estimate = penaltyEstimate(1_000_000, '2026-11-25', '2027-01-20', 'ordinary', ruleSetFor(TAX_RULE_SEED, '2026-11-26', ['rate', 'threshold']));
const overdue = taxPaymentDue(1_000_000, estimate);

describe('the pay dialog\'s breakdown', () => {
  it('shows an overdue return\'s tax, penalty and interest, and the total charged, in English', async () => {
    render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnPaymentBreakdown due={overdue} monthsLate={estimate.monthsLate} /></I18nextProvider>);
    expect(screen.getByText('Tax')).toBeTruthy();
    expect(screen.getByTestId('tax-return-pay-tax').textContent).toBe('៛1,000,000');
    expect(screen.getByText('Penalty and interest, estimated today (2 months started late)')).toBeTruthy();
    expect(screen.getByTestId('tax-return-pay-penalty').textContent).toBe('៛130,000');
    expect(screen.getByText('Total to pay')).toBeTruthy();
    expect(screen.getByTestId('tax-return-pay-total').textContent).toBe('៛1,130,000');
    expect(screen.getByTestId('tax-return-pay-breakdown').textContent).toContain('the GDT\'s own assessment prevails');
  });

  it('shows the same breakdown in Khmer', async () => {
    render(<I18nextProvider i18n={await i18nIn('km')}><TaxReturnPaymentBreakdown due={overdue} monthsLate={estimate.monthsLate} /></I18nextProvider>);
    expect(screen.getByText('ពន្ធ')).toBeTruthy();
    expect(screen.getByText('ប្រាក់ពិន័យ និងការប្រាក់ ប៉ាន់ស្មានថ្ងៃនេះ (យឺត 2 ខែ)')).toBeTruthy();
    expect(screen.getByText('សរុបត្រូវបង់')).toBeTruthy();
    expect(screen.getByTestId('tax-return-pay-total').textContent).toMatch(/^៛1[.,]130[.,]000$/);
  });

  it('says "1 month" of a return paid in the first month late (not "1 months")', async () => {
    const oneMonth = penaltyEstimate(1_000_000, '2026-11-25', '2026-12-10', 'ordinary', ruleSetFor(TAX_RULE_SEED, '2026-11-26', ['rate', 'threshold']));
    expect(oneMonth.monthsLate).toBe(1);
    render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnPaymentBreakdown due={taxPaymentDue(1_000_000, oneMonth)} monthsLate={oneMonth.monthsLate} /></I18nextProvider>);
    expect(screen.getByText('Penalty and interest, estimated today (1 month started late)')).toBeTruthy();
  });

  it('shows a return paid on time as its tax alone, with no penalty line nor estimate note', async () => {
    render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnPaymentBreakdown due={taxPaymentDue(1_000_000, null)} monthsLate={0} /></I18nextProvider>);
    expect(screen.queryByTestId('tax-return-pay-penalty')).toBeNull();
    expect(screen.getByTestId('tax-return-pay-total').textContent).toBe('៛1,000,000');
    expect(screen.getByTestId('tax-return-pay-breakdown').textContent).not.toContain('assessment');
  });
});
