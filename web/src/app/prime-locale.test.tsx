import { render, screen } from '@testing-library/react';
import { locale, localeOption, localeOptions } from 'primereact/api';
import { Paginator } from 'primereact/paginator';
import { KHMER_PRIME_LOCALE, applyPrimeLocale, followLanguageInPrime } from '../lib/prime-locale';
import { initI18n, i18n } from '../app/i18n';

const currentPrimeLocale = (): string => locale(undefined as unknown as string).locale;

type Tree = { [key: string]: unknown };
const KHMER = /[\u1780-\u17FF]/;
// Values that are not words: formats, units, numbers, CLDR's AM/PM, a bare placeholder.
const NOT_WORDS = new Set(['dateFormat', 'fileSizeTypes', 'firstDayOfWeek', 'showMonthAfterYear', 'am', 'pm', 'aria.slideNumber']);

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of leaves(v as Tree, path)) out.set(kk, vv);
    else out.set(path, v);
  }
  return out;
}

afterEach(() => applyPrimeLocale('en-US'));

describe("PrimeReact's own texts in Khmer", () => {
  it('has every key of PrimeReact’s English locale, written in Khmer', () => {
    const english = leaves(localeOptions('en') as unknown as Tree);
    const khmer = leaves(KHMER_PRIME_LOCALE as unknown as Tree);
    expect([...english.keys()].filter((k) => !khmer.has(k))).toEqual([]);
    const notKhmer = [...khmer].filter(([k, v]) => {
      if (NOT_WORDS.has(k)) return false;
      const values = Array.isArray(v) ? v : [v];
      return values.some((x) => typeof x !== 'string' || !KHMER.test(x));
    });
    expect(notKhmer.map(([k]) => k)).toEqual([]);
  });

  it('switches the global locale with the language', () => {
    applyPrimeLocale('km');
    expect(currentPrimeLocale()).toBe('km');
    expect(localeOption('emptyFilterMessage', currentPrimeLocale())).toBe('រកមិនឃើញលទ្ធផល');
    expect(localeOption('choose', currentPrimeLocale())).toBe('ជ្រើសរើស');
    expect(localeOption('clear', currentPrimeLocale())).toBe('សម្អាត');
    applyPrimeLocale('en-US');
    expect(localeOption('emptyFilterMessage', currentPrimeLocale())).toBe('No results found');
  });

  it('a paginator reads in Khmer', () => {
    applyPrimeLocale('km');
    render(<Paginator first={0} rows={10} totalRecords={100} />);
    expect(screen.getByRole('button', { name: 'ទំព័រដំបូង' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ទំព័របន្ទាប់' })).toBeTruthy();
  });

  it('follows i18next language changes once the first page loaded it', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (() => Promise.resolve({ ok: true, json: () => Promise.resolve({}) })) as unknown as typeof fetch;
    try {
      initI18n('km');
      await i18n.changeLanguage('km');
      expect(currentPrimeLocale()).toBe('en');
      followLanguageInPrime(i18n);
      expect(currentPrimeLocale()).toBe('km');
      await i18n.changeLanguage('en-US');
      expect(currentPrimeLocale()).toBe('en');
      await i18n.changeLanguage('km');
      expect(currentPrimeLocale()).toBe('km');
      followLanguageInPrime(i18n);
      await i18n.changeLanguage('en-US');
      expect(currentPrimeLocale()).toBe('en');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
