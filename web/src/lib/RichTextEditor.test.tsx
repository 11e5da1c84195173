import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RichTextEditor } from './RichTextEditor';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => ({ 'apps.richText.bold': 'ដិត', 'apps.richText.italic': 'ទ្រេត', 'apps.richText.underline': 'គូសបន្ទាត់ក្រោម' })[key] ?? key }),
}));

// The icon font's glyph names: a tool's icon must be one of them, or the button is blank.
const PRIME_ICONS = new Set(
  [...readFileSync(join(require.resolve('primeicons/package.json'), '..', 'primeicons.css'), 'utf8').matchAll(/\.(pi-[a-z0-9-]+):before/g)].map((m) => m[1]),
);

describe('rich-text editor toolbar', () => {
  it('every tool shows something: a real PrimeIcons glyph or a visible letter, and a translated name', () => {
    render(<RichTextEditor value="" onChange={jest.fn()} label="notes" />);
    const tools = screen.getAllByRole('button');
    expect(tools.length).toBe(6);
    for (const tool of tools) {
      const icon = tool.querySelector('i');
      const iconName = icon ? [...icon.classList].find((c) => c.startsWith('pi-')) : undefined;
      const visible = (tool.textContent ?? '').trim() || (iconName && PRIME_ICONS.has(iconName) ? iconName : '');
      expect(`${tool.getAttribute('data-command')}: ${visible ? 'visible' : 'blank'}`).toBe(`${tool.getAttribute('data-command')}: visible`);
      expect(tool.getAttribute('aria-label')).toBe(tool.getAttribute('title'));
    }
  });

  it('bold, italic and underline read B, I, U and are named in the language', () => {
    render(<RichTextEditor value="" onChange={jest.fn()} label="notes" />);
    expect(screen.getByRole('button', { name: 'ដិត' }).textContent).toBe('B');
    expect(screen.getByRole('button', { name: 'ទ្រេត' }).textContent).toBe('I');
    expect(screen.getByRole('button', { name: 'គូសបន្ទាត់ក្រោម' }).textContent).toBe('U');
    expect(screen.getByRole('button', { name: 'ដិត' }).querySelector('.rte-glyph-bold')).toBeTruthy();
  });
});
