import { filterIcons, normaliseIconName, primeGlyph } from './icon-glyph';

describe('icon glyphs of the template sets', () => {
  it('normalises namespaced and material names', () => {
    expect(normaliseIconName('mat_outline:account_balance')).toBe('account-balance');
    expect(normaliseIconName('heroicons_solid:check-circle')).toBe('check-circle');
  });

  it('draws a name with the PrimeIcons glyph of the same meaning', () => {
    expect(primeGlyph('mail')).toBe('pi-envelope');
    expect(primeGlyph('heroicons_outline:magnifying-glass')).toBe('pi-search');
    expect(primeGlyph('check-circle')).toBe('pi-check-circle');
    expect(primeGlyph('account_balance_wallet')).toBe('pi-wallet');
    expect(primeGlyph('x')).toBe('pi-times');
  });

  it('falls back on the leading words of a longer name', () => {
    expect(primeGlyph('calendar_view_week')).toBe('pi-calendar');
    expect(primeGlyph('folder-zip-heavy')).toBe('pi-folder');
  });

  it('gives no glyph to a name with no counterpart rather than a wrong picture', () => {
    expect(primeGlyph('zzz-unknown-glyph')).toBeNull();
  });

  it('filters a set by every word of the query', () => {
    const list = ['arrow-down', 'arrow-up', 'arrow_downward', 'chevron-down'];
    expect(filterIcons(list, 'arrow down')).toEqual(['arrow-down', 'arrow_downward']);
    expect(filterIcons(list, '  ')).toEqual(list);
    expect(filterIcons(list, 'nothing')).toEqual([]);
  });
});
