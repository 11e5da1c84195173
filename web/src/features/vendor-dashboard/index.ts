// What other features may use of the vendor dashboard: its payment table parts.
export { OwnPayments, StatusTag } from './BillingPaymentPage';
