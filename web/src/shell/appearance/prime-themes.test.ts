/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRIME_THEMES, themeCssFrom } from '../../../vite-plugins/prime-theme-css';

const themesDir = join(dirname(require.resolve('primereact/package.json')), 'resources', 'themes');
const themeCss = (name: string) => themeCssFrom(name, (n) => readFileSync(join(themesDir, n, 'theme.css'), 'utf8'));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return Math.round(((x + 0.05) / (y + 0.05)) * 100) / 100;
}
const pick = (css: string, re: RegExp) => {
  const m = re.exec(css);
  if (!m) throw new Error(`not found: ${re}`);
  return m[1].toLowerCase();
};

describe('the served PrimeReact themes meet WCAG AA (4.5:1) for text on and in the primary colour', () => {
  for (const name of PRIME_THEMES) {
    it(name, () => {
      const css = themeCss(name);
      const primary = pick(css, /--primary-color: (#[0-9a-f]{6})/i);
      const text = pick(css, /--primary-color-text: (#[0-9a-f]{6})/i);
      const states = [
        primary,
        pick(css, /\.p-button:not\(:disabled\):hover \{\s*background: (#[0-9a-f]{6})/i),
        pick(css, /\.p-button:not\(:disabled\):active \{\s*background: (#[0-9a-f]{6})/i),
      ];
      expect(pick(css, /\n  \.p-button \{\s*color: #[0-9a-f]{6};\s*background: (#[0-9a-f]{6})/i)).toBe(primary);
      // The button label on the primary, in every state.
      for (const bg of states) expect({ name, bg, ratio: contrast(text, bg) }).toEqual({ name, bg, ratio: expect.toBeAtLeast(4.5) });
      // The primary as text (links, the sign-in page's links) on the cards and on the page ground.
      for (const surface of [pick(css, /--surface-card: (#[0-9a-f]{6})/i), pick(css, /--surface-ground: (#[0-9a-f]{6})/i)]) {
        expect({ name, surface, ratio: contrast(primary, surface) }).toEqual({ name, surface, ratio: expect.toBeAtLeast(4.5) });
      }
    });
  }

  it('keeps each hue, moves hover and active with the primary, and leaves the palette variables alone', () => {
    const indigo = themeCss('lara-light-indigo');
    expect(pick(indigo, /--primary-color: (#[0-9a-f]{6})/i)).toBe('#4f46e5');
    expect(indigo).toMatch(/--primary-500:#6366f1/);
    expect(indigo).toMatch(/--indigo-500:#6366f1/);
    expect(indigo).not.toMatch(/rgba\(99, 102, 241,/);
    expect(pick(themeCss('lara-light-amber'), /--primary-color: (#[0-9a-f]{6})/i)).toBe('#b45309');
    // Dark themes are served as PrimeReact ships them (they pass already).
    expect(pick(themeCss('lara-dark-indigo'), /--primary-color: (#[0-9a-f]{6})/i)).toBe('#818cf8');
  });

  it("gives the teal theme's selected items a light background instead of their own text colour", () => {
    const teal = themeCss('lara-light-teal');
    const rule = /\.p-autocomplete-item\.p-highlight \{\s*color: (#[0-9a-f]{6});\s*background: (#[0-9a-f]{6});/i.exec(teal)!;
    expect(rule[1]).not.toBe(rule[2]);
    expect(contrast(rule[1], rule[2])).toBeGreaterThanOrEqual(4.5);
    expect(pick(teal, /--highlight-bg: (#[0-9a-f]{6})/i)).toBe('#f0fdfa');
  });
});

expect.extend({
  toBeAtLeast(received: number, floor: number) {
    return { pass: received >= floor, message: () => `expected ${received} to be at least ${floor}` };
  },
});
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Expect {
      toBeAtLeast(floor: number): unknown;
    }
  }
}
