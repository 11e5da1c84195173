import { invoiceTotals, planPrice } from './pricing.logic';

describe('pricing and invoice sums', () => {
  it('charges ten months for a year', () => {
    expect(planPrice(120_000, 'monthly')).toBe(120_000);
    expect(planPrice(120_000, 'yearly')).toBe(1_200_000);
    expect(planPrice(0, 'yearly')).toBe(0);
  });

  it('adds 10% VAT, rounded to whole riel', () => {
    expect(invoiceTotals([{ key: 'a', qty: 3, price: 250_000 }, { key: 'b', qty: 1, price: 5 }])).toEqual({ subtotal: 750_005, vat: 75_001, total: 825_006 });
    expect(invoiceTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0 });
  });
});
