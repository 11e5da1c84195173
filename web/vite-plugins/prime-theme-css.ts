/**
 * The CSS rewrites of the PrimeReact themes the portal serves (used by prime-themes.ts). No Vite and no file
 * system here: the caller passes a reader, so Jest can check the result.
 */

/** The Lara themes behind the six spec themes, light and dark (appearance.logic primeThemeName). */
export const PRIME_THEMES = [
  'lara-light-indigo', 'lara-dark-indigo',
  'lara-light-blue', 'lara-dark-blue',
  'lara-light-teal', 'lara-dark-teal',
  'lara-light-pink', 'lara-dark-pink',
  'lara-light-purple', 'lara-dark-purple',
  'lara-light-amber', 'lara-dark-amber',
] as const;

/** Reads a theme's theme.css as PrimeReact ships it. */
export type ThemeReader = (name: string) => string;

/**
 * The light Lara themes' primary (500) fails WCAG AA with their white button text and as link text on white
 * (indigo 4.47:1, blue 3.68, purple 4.23, pink 3.53, teal 2.49, amber 2.15). Each moves to the first darker shade of
 * its own hue that passes on white and on the page ground (Tailwind's ladder, which Lara already uses for hover and
 * active: 600 for indigo, blue and purple, 700 for teal, pink and amber), and hover and active move one step further
 * each, so every state keeps white text at 4.5:1 or better. The dark themes pass as they are (dark text
 * on a light primary; the primary on the dark surfaces).
 */
export const LIGHT_PRIMARY_SHADES: Readonly<Record<string, { from: readonly [string, string, string]; to: readonly [string, string, string] }>> = {
  'lara-light-indigo': { from: ['#6366f1', '#4f46e5', '#4338ca'], to: ['#4f46e5', '#4338ca', '#3730a3'] },
  'lara-light-blue': { from: ['#3b82f6', '#2563eb', '#1d4ed8'], to: ['#2563eb', '#1d4ed8', '#1e40af'] },
  'lara-light-teal': { from: ['#14b8a6', '#0d9488', '#0f766e'], to: ['#0f766e', '#115e59', '#134e4a'] },
  'lara-light-pink': { from: ['#ec4899', '#db2777', '#be185d'], to: ['#be185d', '#9d174d', '#831843'] },
  'lara-light-purple': { from: ['#8b5cf6', '#7c3aed', '#6d28d9'], to: ['#7c3aed', '#6d28d9', '#5b21b6'] },
  'lara-light-amber': { from: ['#f59e0b', '#d97706', '#b45309'], to: ['#b45309', '#92400e', '#78350f'] },
};

/** Lara light teal paints selected rows with its text colour (#0f766e on #0f766e): they get teal-50 instead. */
const TEAL_HIGHLIGHT_BG = '#f0fdfa';

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');

/**
 * Moves a light theme's primary, hover and active shades one step darker (all at once, so a shade is never moved
 * twice), including the translucent tints of the primary; the palette variables (--indigo-500, --primary-500...)
 * keep their values.
 */
export function darkenPrimary(name: string, css: string, readTheme: ThemeReader): string {
  const shades = LIGHT_PRIMARY_SHADES[name];
  if (!shades) return css;
  const lines = css.split('\n');
  if (name === 'lara-light-teal') {
    // Same rules as indigo, line for line: where indigo sets its highlight background (#eef2ff), teal's #0f766e is a background.
    const indigo = readTheme('lara-light-indigo').split('\n');
    if (indigo.length === lines.length) {
      indigo.forEach((line, i) => {
        if (line.includes('#eef2ff')) lines[i] = lines[i].replace(/#0f766e/gi, TEAL_HIGHLIGHT_BG);
      });
    }
  }
  const hexMap = new Map(shades.from.map((from, i) => [from, shades.to[i]]));
  const rgbMap = new Map(shades.from.map((from, i) => [rgbOf(from), rgbOf(shades.to[i])]));
  const hex = new RegExp(`(${shades.from.join('|')})\\b`, 'gi');
  const rgb = new RegExp(`rgba\\((${shades.from.map(rgbOf).join('|')}),`, 'g');
  return lines
    .map((line) => {
      if (/^\s*--[a-z]+-\d{2,3}\s*:/.test(line)) return line; // palette variables keep their values
      return line.replace(hex, (m) => hexMap.get(m.toLowerCase()) ?? m).replace(rgb, (_m, triplet: string) => `rgba(${rgbMap.get(triplet)},`);
    })
    .join('\n');
}

/**
 * A theme's CSS as the portal serves it. The themes bundle the whole Inter variable font (346 KB, every script) and
 * name it "Inter var"; the portal uses @fontsource-variable/inter instead (split by unicode-range, so a Latin page
 * downloads 48 KB), so the theme's @font-face rules go and its font-family names the portal's font. The light
 * themes' primary is darkened to meet WCAG AA (darkenPrimary).
 */
export function themeCssFrom(name: string, readTheme: ThemeReader): string {
  const css = darkenPrimary(name, readTheme(name), readTheme);
  return css
    .replace(/@font-face\s*\{[^}]*"Inter var"[^}]*\}/g, '')
    .replace(/"Inter var"/g, '"Inter Variable"');
}

