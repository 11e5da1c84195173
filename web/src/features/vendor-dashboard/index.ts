// What other features may use of the vendor dashboard: its payment table parts and its formats.
export { OwnPayments, StatusTag } from './BillingPaymentPage';
export { describeMovement, formatDateTime, formatDay } from './vendor.format';
