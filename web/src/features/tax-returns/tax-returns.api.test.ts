import { listParams, sortKeyOf, type TaxReturnsQuery } from './tax-returns.api';

const base: TaxReturnsQuery = { type: 'monthly', status: null, overdue: null, clientId: null, period: '', sort: null, order: 'asc', page: 0, size: 20 };

describe('the returns list\'s query', () => {
  it('sends only the filters set, the page one-based', () => {
    expect(listParams(base)).toEqual({
      type: 'monthly', status: undefined, overdue: undefined, clientId: undefined, period: undefined, sort: undefined, order: undefined, page: 1, size: 20,
    });
  });

  it('narrows to one client and a period (a prefix: a year gives its months)', () => {
    expect(listParams({ ...base, clientId: 'c-1', period: ' 2026 ', page: 2 })).toMatchObject({ clientId: 'c-1', period: '2026', page: 3 });
    expect(listParams({ ...base, period: '2026-08' }).period).toBe('2026-08');
  });

  it('leaves a half-typed or malformed period out rather than sending what the BFF refuses', () => {
    for (const period of ['2', '202', '2026-', '2026-1', 'août', '2026/08']) expect(listParams({ ...base, period }).period).toBeUndefined();
  });

  it('sends the sorted column and its direction; the client column by the name of the reader\'s language', () => {
    expect(listParams({ ...base, sort: 'totalDue', order: 'desc' })).toMatchObject({ sort: 'totalDue', order: 'desc' });
    expect(listParams({ ...base, sort: 'clientName', order: 'asc' }, 'en-US')).toMatchObject({ sort: 'clientName', order: 'asc' });
    expect(listParams({ ...base, sort: 'clientName', order: 'asc' }, 'km')).toMatchObject({ sort: 'clientNameKh', order: 'asc' });
    expect(listParams({ ...base, sort: 'period', order: 'desc' }, 'km')).toMatchObject({ sort: 'period', order: 'desc' });
  });

  it('knows a column\'s field as a sort only when the BFF sorts by it', () => {
    expect(sortKeyOf('dueDate')).toBe('dueDate');
    expect(sortKeyOf('overdue')).toBeNull();
    expect(sortKeyOf(undefined)).toBeNull();
  });
});
