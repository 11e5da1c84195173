// The bank user's transactions table, shared with the tax report history.
export { TransactionsTable } from './TransactionsTable';
export { NO_FILTERS } from './transactions.query';
