import { listParams, type TaxReturnsQuery } from './tax-returns.api';

const base: TaxReturnsQuery = { type: 'monthly', status: null, overdue: null, clientId: null, period: '', page: 0, size: 20 };

describe('the returns list\'s query', () => {
  it('sends only the filters set, the page one-based', () => {
    expect(listParams(base)).toEqual({
      type: 'monthly', status: undefined, overdue: undefined, clientId: undefined, period: undefined, page: 1, size: 20,
    });
  });

  it('narrows to one client and a period (a prefix: a year gives its months)', () => {
    expect(listParams({ ...base, clientId: 'c-1', period: ' 2026 ', page: 2 })).toMatchObject({ clientId: 'c-1', period: '2026', page: 3 });
    expect(listParams({ ...base, period: '2026-08' }).period).toBe('2026-08');
  });

  it('leaves a half-typed or malformed period out rather than sending what the BFF refuses', () => {
    for (const period of ['2', '202', '2026-', '2026-1', 'août', '2026/08']) expect(listParams({ ...base, period }).period).toBeUndefined();
  });
});
