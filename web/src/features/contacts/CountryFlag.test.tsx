import { render } from '@testing-library/react';
import { CountryFlag } from './CountryFlag';

jest.mock('./flag-urls', () => ({ flagUrl: (iso: string) => (iso.toLowerCase() === 'kh' ? '/assets/kh-abc123.svg' : undefined) }));

describe('CountryFlag', () => {
  it('draws the SVG flag of the country, lazily, whatever the system\'s emoji font', () => {
    const { container } = render(<CountryFlag iso="KH" />);
    const img = container.querySelector('img.ct-flag') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/assets/kh-abc123.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the country for screen readers when told its name', () => {
    const { container } = render(<CountryFlag iso="kh" name="Cambodia" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('alt')).toBe('Cambodia');
    expect(img.hasAttribute('aria-hidden')).toBe(false);
  });

  it('falls back to the ISO code in a badge for a code without a flag', () => {
    const { container } = render(<CountryFlag iso="zz" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('ZZ');
  });
});
