import { render } from '@testing-library/react';
import { CountryFlag } from './CountryFlag';

describe('CountryFlag', () => {
  beforeAll(() => {
    // jsdom has no canvas: getContext answers null, as a browser without a 2D context would.
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  });

  it('falls back to the ISO code badge where flag emoji cannot be drawn (no canvas here)', () => {
    const { container } = render(<CountryFlag iso="kh" />);
    expect(container.textContent).toBe('KH');
    expect(container.querySelector('.ct-flag-code')).not.toBeNull();
  });
});
