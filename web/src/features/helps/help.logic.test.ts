import type { MasterDataRow } from '@cis/contracts';
import { byCategory, durationLabel, filterHelp, helpBlocks, inLanguage } from './help.logic';

const row = (code: string, extra: Partial<MasterDataRow>): MasterDataRow =>
  ({ id: code, kind: 'help', code, retired: false, nameEn: code, nameKm: null, ...extra }) as MasterDataRow;

describe('help content', () => {
  it('reads paragraphs and "- " lists from plain text, never HTML', () => {
    expect(helpBlocks('First line\nsame paragraph\n\n- one\n- two\nAfter\n\n<b>x</b>')).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After' },
      { kind: 'paragraph', text: '<b>x</b>' },
    ]);
    expect(helpBlocks(null)).toEqual([]);
  });

  it('shows the reader\'s language, the other one when it is empty', () => {
    const r = row('a', { nameEn: 'Due dates', nameKm: 'កាលបរិច្ឆេទកំណត់' });
    expect(inLanguage(r, 'nameEn', 'nameKm', 'km')).toBe('កាលបរិច្ឆេទកំណត់');
    expect(inLanguage(row('b', { nameEn: 'Only English' }), 'nameEn', 'nameKm', 'km')).toBe('Only English');
  });

  it('finds an article by a word of either language, in its category, never a retired one', () => {
    const rows = [
      row('due', { category: 'due-dates', bodyEn: 'January return due in February', bodyKm: 'ខែមករា' }),
      row('pay', { category: 'payments', bodyEn: 'Pay from the balance' }),
      row('old', { category: 'payments', bodyEn: 'January', retired: true }),
    ];
    expect(filterHelp(rows, 'ja', null).map((r) => r.code)).toEqual(['due']);
    expect(filterHelp(rows, 'មករា', null).map((r) => r.code)).toEqual(['due']);
    expect(filterHelp(rows, '', 'payments').map((r) => r.code)).toEqual(['pay']);
    expect(byCategory(rows.slice(0, 2), 'payments').map((g) => g.category)).toEqual(['payments', 'due-dates']);
  });

  it('words a video length in minutes, in Khmer words on Khmer pages (digits as the date module writes them)', () => {
    expect(durationLabel(300, 'en')).toBe('5 min');
    expect(durationLabel(300, 'km')).toBe('5 នាទី');
    expect(durationLabel(null, 'en')).toBeNull();
  });
});
