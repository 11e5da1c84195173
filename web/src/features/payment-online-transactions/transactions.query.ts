import { TOPUP_STATUSES, isOneOf, type TopUpStatus, type TransactionView } from '@cis/contracts';

/** The filters of the online payment transaction listings (GET api/payments/transactions). */
export interface TransactionFilters {
  status: TopUpStatus | null;
  /** yyyy-MM-dd, inclusive, Cambodia time. */
  from: string | null;
  to: string | null;
  customer: string;
}

export const NO_FILTERS: TransactionFilters = { status: null, from: null, to: null, customer: '' };

/**
 * The query string of a listing or CSV export: only the filters that are set. The history view asks for
 * view=history: from/to then mean the completion day and rows come latest completion first.
 */
export function transactionQuery(
  filters: TransactionFilters, paging?: { page: number; size: number }, view: TransactionView = 'bank',
): Record<string, string> {
  const query: Record<string, string> = {};
  if (view === 'history') query.view = 'history';
  if (filters.status && isOneOf(TOPUP_STATUSES, filters.status)) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.customer.trim()) query.customer = filters.customer.trim();
  if (paging) {
    query.page = String(paging.page);
    query.size = String(paging.size);
  }
  return query;
}

/** from after to cannot match anything: the form says so instead of asking. */
export function filtersProblem(filters: TransactionFilters): 'range' | null {
  return filters.from && filters.to && filters.from > filters.to ? 'range' : null;
}
