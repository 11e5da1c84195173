import { findGuide } from './guides';

describe('guide paths', () => {
  it('opens the page a link names', () => {
    expect(findGuide('getting-started/introduction')).toEqual({ section: 'getting-started', page: 'introduction' });
    expect(findGuide('filing/annual-tax/')).toEqual({ section: 'filing', page: 'annual-tax' });
  });
  it('falls back to the first page of a known section, then to the introduction', () => {
    expect(findGuide('payments')).toEqual({ section: 'payments', page: 'top-up' });
    expect(findGuide('payments/nope')).toEqual({ section: 'payments', page: 'top-up' });
    expect(findGuide('')).toEqual({ section: 'getting-started', page: 'introduction' });
    expect(findGuide('nowhere/at-all')).toEqual({ section: 'getting-started', page: 'introduction' });
  });
});
