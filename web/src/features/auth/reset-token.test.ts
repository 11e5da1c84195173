import { resetTokenOf } from './reset-token';

describe('the reset page reads the token from the link', () => {
  it('from the fragment, where mailed links carry it (never sent to the server)', () => {
    expect(resetTokenOf({ hash: '#token=abc-DEF_123', search: '' })).toBe('abc-DEF_123');
  });

  it('from the query string of links mailed before, and nothing when there is none', () => {
    expect(resetTokenOf({ hash: '', search: '?token=older-link' })).toBe('older-link');
    expect(resetTokenOf({ hash: '#token=fragment', search: '?token=query' })).toBe('fragment');
    expect(resetTokenOf({ hash: '', search: '' })).toBe('');
  });
});
