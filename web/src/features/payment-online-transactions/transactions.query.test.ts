import { NO_FILTERS, filtersProblem, transactionQuery } from './transactions.query';

it('sends only the filters that are set, trimmed, with the page', () => {
  expect(transactionQuery(NO_FILTERS)).toEqual({});
  expect(transactionQuery({ status: 'failed', from: '2026-01-01', to: null, customer: '  chenda ' }, { page: 2, size: 20 }))
    .toEqual({ status: 'failed', from: '2026-01-01', customer: 'chenda', page: '2', size: '20' });
});

it('flags a date range that ends before it starts', () => {
  expect(filtersProblem({ ...NO_FILTERS, from: '2026-02-01', to: '2026-01-31' })).toBe('range');
  expect(filtersProblem({ ...NO_FILTERS, from: '2026-02-01', to: '2026-02-01' })).toBeNull();
});

it('asks the history for completion days and completion order (view=history), the bank view for request days', () => {
  const filters = { status: 'success' as const, from: '2026-01-01', to: '2026-01-31', customer: '' };
  expect(transactionQuery(filters, { page: 1, size: 20 }, 'history'))
    .toEqual({ view: 'history', status: 'success', from: '2026-01-01', to: '2026-01-31', page: '1', size: '20' });
  expect(transactionQuery(filters, undefined, 'history')).toEqual({ view: 'history', status: 'success', from: '2026-01-01', to: '2026-01-31' });
  expect(transactionQuery(filters, undefined, 'bank')).not.toHaveProperty('view');
});
