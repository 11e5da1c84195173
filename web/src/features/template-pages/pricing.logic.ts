export const BILLINGS = ['monthly', 'yearly'] as const;
export type Billing = (typeof BILLINGS)[number];

/** Yearly billing is ten months' price: two months free. */
export const FREE_MONTHS_PER_YEAR = 2;

/** The price shown for a plan under a billing period (riel). */
export function planPrice(monthly: number, billing: Billing): number {
  return billing === 'yearly' ? monthly * (12 - FREE_MONTHS_PER_YEAR) : monthly;
}

export interface InvoiceLine { key: string; qty: number; price: number }

/** Subtotal, VAT (10% in Cambodia) and total of invoice lines, in whole riel. */
export function invoiceTotals(lines: InvoiceLine[], vatRate = 0.1): { subtotal: number; vat: number; total: number } {
  const subtotal = lines.reduce((s, l) => s + l.qty * l.price, 0);
  const vat = Math.round(subtotal * vatRate);
  return { subtotal, vat, total: subtotal + vat };
}
