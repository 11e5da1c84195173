import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { TaxReturnView } from '@cis/contracts';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { TaxReturnRevisionComparison, choiceName } from './TaxReturnRevisionComparison';

async function i18nIn(language: 'en-US' | 'km') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language, fallbackLng: false, interpolation: { escapeValue: false },
    resources: { [language]: { translation: mergedTranslations(join(__dirname, '..', '..'), language) } },
  });
  return instance;
}

const earlier = {
  revision: 1, status: 'PAID' as const, reference: 'GDT-1', filedAt: '2026-08-20', totalDue: 3_300_000, lines: [],
  form: { turnover: 30_000_000, vat: { sales: 30_000_000 }, salaries: [{ employee: 'Chan Dara', resident: true, gross: 2_500_000, dependants: 1 }], specificTax: [{ product: 'entertainment', base: 1_000_000 }] },
};
// Only what the comparison reads of the amended return.
const amended = {
  revision: 2, totalDue: 3_400_000, lines: [], amendment: { difference: 100_000, toPay: 100_000, toRefund: 0 }, previousRevisions: [earlier],
  form: { turnover: 31_000_000, vat: { sales: 31_000_000 }, salaries: [{ employee: 'Chan Dara', resident: true, gross: 2_600_000, dependants: 1 }], specificTax: [{ product: 'entertainment', base: 1_000_000 }] },
} as unknown as TaxReturnView;

/** Each row's name as shown (without the "(changed)" said to screen readers only). */
const rowNames = () => screen.getAllByRole('rowheader').map((th) => [...th.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(''));

describe('an amendment beside the revision it amends', () => {
  it('names the form\'s fields as the form labels them, not by their paths', async () => {
    render(<I18nextProvider i18n={await i18nIn('en-US')}><TaxReturnRevisionComparison taxReturn={amended} /></I18nextProvider>);
    expect(rowNames()).toEqual([
      'Turnover', 'VAT · Taxable sales (VAT excluded)', 'Salaries 1 · Employee', 'Salaries 1 · Resident', 'Salaries 1 · Monthly salary',
      'Salaries 1 · Dependants', 'Specific tax 1 · Product', 'Specific tax 1 · Base', 'Total due',
    ]);
  });

  it('leaves no path nor English word among the Khmer field names', async () => {
    render(<I18nextProvider i18n={await i18nIn('km')}><TaxReturnRevisionComparison taxReturn={amended} /></I18nextProvider>);
    for (const name of rowNames()) expect(name).not.toMatch(/[A-Za-z]/);
  });

  it('names withholding types, specific-tax products and provinces by master data, in English and Khmer, not by their codes', async () => {
    const names = {
      withholdingTypes: new Map([['rent', { en: 'Rental of movable and immovable property', km: 'ការជួលចលនទ្រព្យ និងអចលនទ្រព្យ' }]]),
      products: new Map([['entertainment', { en: 'Entertainment services', km: 'សេវាកម្មកម្សាន្ត' }]]),
      provinces: new Map([['12', { en: 'Phnom Penh', km: 'រាជធានីភ្នំពេញ' }]]),
    };
    for (const language of ['en-US', 'km'] as const) {
      const t = (await i18nIn(language)).t;
      const km = language === 'km';
      expect(choiceName('withholdings.0.type', 'rent', language, t, names)).toBe(km ? 'ការជួលចលនទ្រព្យ និងអចលនទ្រព្យ' : 'Rental of movable and immovable property');
      expect(choiceName('specificTax.1.product', 'entertainment', language, t, names)).toBe(km ? 'សេវាកម្មកម្សាន្ត' : 'Entertainment services');
      expect(choiceName('activities.0.provinceCode', '12', language, t, names)).toBe(km ? 'រាជធានីភ្នំពេញ' : 'Phnom Penh');
    }
    // A code master data does not name, and a payee typed as text, stay as written.
    const t = (await i18nIn('en-US')).t;
    expect(choiceName('withholdings.0.type', 'gone', 'en-US', t, names)).toBe('gone');
    expect(choiceName('withholdings.0.payee', 'rent', 'en-US', t, names)).toBe('rent');
  });
});
