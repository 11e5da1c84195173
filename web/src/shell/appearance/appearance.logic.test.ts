import { LAYOUTS, THEMES } from '@cis/contracts';
import { bodyClasses, effectiveScheme, isLayout, isTheme, primeThemeName, resolveLayout, themeHref } from './appearance.logic';

describe('layout precedence: configuration < ?layout= < route data', () => {
  it('uses the configuration when nothing else says', () => {
    expect(resolveLayout('modern', null, null)).toBe('modern');
  });
  it('?layout= overrides the configuration', () => {
    expect(resolveLayout('modern', 'classy', null)).toBe('classy');
  });
  it("the route's own layout wins over both", () => {
    expect(resolveLayout('modern', 'classy', 'empty')).toBe('empty');
  });
  it('ignores an unknown name at any level', () => {
    expect(resolveLayout('modern', 'sideways', 'nope')).toBe('modern');
  });
  it('knows exactly the eleven layouts of the spec', () => {
    expect([...LAYOUTS].sort()).toEqual(
      ['centered', 'classic', 'classy', 'compact', 'dense', 'empty', 'enterprise', 'futuristic', 'material', 'modern', 'thin'],
    );
    expect(LAYOUTS.every(isLayout)).toBe(true);
  });
});

describe('schemes and themes', () => {
  it('auto follows the system preference; light and dark are fixed', () => {
    expect(effectiveScheme('auto', true)).toBe('dark');
    expect(effectiveScheme('auto', false)).toBe('light');
    expect(effectiveScheme('light', true)).toBe('light');
    expect(effectiveScheme('dark', false)).toBe('dark');
  });
  it('has the six themes, each with its own PrimeReact theme in both schemes', () => {
    expect(THEMES.map((t) => t.id)).toEqual(['theme-default', 'theme-brand', 'theme-teal', 'theme-rose', 'theme-purple', 'theme-amber']);
    const names = THEMES.flatMap((t) => [primeThemeName(t.id, 'light'), primeThemeName(t.id, 'dark')]);
    expect(new Set(names).size).toBe(12);
    expect(isTheme('theme-rose')).toBe(true);
    expect(isTheme('theme-neon')).toBe(false);
  });
  it('puts the theme class and the scheme on the page, and versions the stylesheet', () => {
    expect(bodyClasses('theme-teal', 'dark')).toEqual(['theme-teal', 'dark']);
    expect(themeHref('theme-default', 'light', '1.0.0')).toBe('/themes/lara-light-indigo/theme.css?v=1.0.0');
  });
});
