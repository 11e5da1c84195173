import { LAYOUTS, THEMES } from '@cis/contracts';
import {
  USER_LAYOUTS, bodyClasses, effectiveScheme, isLayout, isTheme, isUserLayout, parseStoredAppearance, primeThemeName, resolveLayout, themeHref,
} from './appearance.logic';

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

describe("the user's own layout setting never is 'empty' (no top bar: no way back, no sign-out)", () => {
  const fallback = { layout: 'modern', scheme: 'light', theme: 'theme-default' } as const;
  it('offers every layout but empty', () => {
    expect([...USER_LAYOUTS].sort()).toEqual(LAYOUTS.filter((l) => l !== 'empty').sort());
    expect(isUserLayout('empty')).toBe(false);
    expect(isUserLayout('classy')).toBe(true);
  });
  it("refuses a stored 'empty' (and anything unknown), keeping the other stored fields", () => {
    expect(parseStoredAppearance(JSON.stringify({ layout: 'empty', scheme: 'dark', theme: 'theme-teal' }), fallback)).toEqual({
      layout: 'modern', scheme: 'dark', theme: 'theme-teal',
    });
    expect(parseStoredAppearance(JSON.stringify({ layout: 'thin', scheme: 'neon' }), fallback)).toEqual({ ...fallback, layout: 'thin' });
    expect(parseStoredAppearance('not json', fallback)).toEqual(fallback);
    expect(parseStoredAppearance(null, fallback)).toEqual(fallback);
  });
  it('?layout=empty and route data still resolve to empty', () => {
    expect(resolveLayout('modern', 'empty', null)).toBe('empty');
    expect(resolveLayout('modern', null, 'empty')).toBe('empty');
  });
});
