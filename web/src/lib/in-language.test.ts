import { labelIn, nameIn, otherNameIn, textIn } from './in-language';

describe('bilingual text in the reader\'s language', () => {
  it('gives a Khmer reader the Khmer text and every other reader the English', () => {
    expect(textIn('km', 'Tax return', 'លិខិតប្រកាសពន្ធ')).toBe('លិខិតប្រកាសពន្ធ');
    expect(textIn('km-KH', 'Tax return', 'លិខិតប្រកាសពន្ធ')).toBe('លិខិតប្រកាសពន្ធ');
    expect(textIn('en-US', 'Tax return', 'លិខិតប្រកាសពន្ធ')).toBe('Tax return');
    expect(textIn('en', 'Tax return', 'លិខិតប្រកាសពន្ធ')).toBe('Tax return');
    expect(textIn('kmr', 'Tax return', 'លិខិតប្រកាសពន្ធ')).toBe('Tax return');
  });

  it('shows the other language where the reader\'s is missing or empty, and nothing when both are', () => {
    expect(textIn('km', 'Only English', undefined)).toBe('Only English');
    expect(textIn('km', 'Only English', '')).toBe('Only English');
    expect(textIn('km', 'Only English', null)).toBe('Only English');
    expect(textIn('en-US', '', 'ខ្មែរតែប៉ុណ្ណោះ')).toBe('ខ្មែរតែប៉ុណ្ណោះ');
    expect(textIn('en-US', null, 'ខ្មែរតែប៉ុណ្ណោះ')).toBe('ខ្មែរតែប៉ុណ្ណោះ');
    expect(textIn('km', null, undefined)).toBe('');
    expect(textIn('en-US', '', '')).toBe('');
  });

  it('reads a label of the contracts ({ en, km }) the same way', () => {
    const label = { en: 'Provinces', km: 'រាជធានី/ខេត្ត' };
    expect(labelIn('km', label)).toBe('រាជធានី/ខេត្ត');
    expect(labelIn('en-US', label)).toBe('Provinces');
    expect(labelIn('km', { en: 'Provinces', km: '' })).toBe('Provinces');
  });

  it('names a row by nameEn/nameKm, taking only text (a row as read holds unknown values)', () => {
    const row = { code: '12', nameEn: 'Phnom Penh', nameKm: 'ភ្នំពេញ' };
    expect(nameIn('km', row)).toBe('ភ្នំពេញ');
    expect(nameIn('en-US', row)).toBe('Phnom Penh');
    expect(nameIn('km', { nameEn: 'Phnom Penh', nameKm: null })).toBe('Phnom Penh');
    expect(nameIn('en-US', { nameEn: 12, nameKm: 'ភ្នំពេញ' })).toBe('ភ្នំពេញ');
    expect(nameIn('en-US', {})).toBe('');
  });

  it('gives the name in the language the reader does not read, as it is (no fallback)', () => {
    const row = { nameEn: 'Phnom Penh', nameKm: 'ភ្នំពេញ' };
    expect(otherNameIn('km', row)).toBe('Phnom Penh');
    expect(otherNameIn('en-US', row)).toBe('ភ្នំពេញ');
    expect(otherNameIn('en-US', { nameEn: 'Phnom Penh' })).toBe('');
    expect(otherNameIn('km', { nameEn: 7, nameKm: 'ភ្នំពេញ' })).toBe('');
  });
});
