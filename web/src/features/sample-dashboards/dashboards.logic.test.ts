import type { FinanceTransaction } from '@cis/contracts';
import { budgetGauges, budgetTotals, transactionTotals, minutesFromNow, walletRows } from './dashboards.logic';

describe('dashboard figures', () => {
  it("reads the BFF's 'in 32 minutes' schedule times as minutes, and leaves clock times alone", () => {
    expect(minutesFromNow('in 32 minutes')).toBe(32);
    expect(minutesFromNow('in 1 minute')).toBe(1);
    expect(minutesFromNow('10:30')).toBeNull();
  });

  it('values wallets at the current price, and leaves unpriced coins without a value', () => {
    expect(walletRows({ btc: 0.5, doge: 10 }, { btc: 60000 })).toEqual([{ iso: 'BTC', amount: 0.5, value: 30000 }, { iso: 'DOGE', amount: 10, value: null }]);
  });

  it('flags a budget line above its limit and caps the gauge at 100%', () => {
    const gauges = budgetGauges({ expenses: 11763.34, expensesLimit: 20000, savings: 10974.12, savingsGoal: 250000, bills: 1789.22, billsLimit: 1000 });
    expect(gauges.map((g) => [g.key, g.percent, g.over])).toEqual([['expenses', 58.8, false], ['savings', 4.4, false], ['bills', 100, true]]);
  });

  it('splits transactions into income and outgoings', () => {
    const tx = (amount: number) => ({ amount }) as FinanceTransaction;
    expect(transactionTotals([tx(100), tx(-40), tx(25.5)])).toEqual({ income: 125.5, outgoing: 40 });
  });

  it('totals the budget details and recomputes the percentages from the sums', () => {
    const row = (total: number, spent: number) => ({ id: 1, type: 't', total, expensesAmount: spent, expensesPercentage: 0, remainingAmount: 0, remainingPercentage: 0 });
    expect(budgetTotals([row(100, 25), row(300, 75)])).toEqual({ total: 400, expensesAmount: 100, expensesPercentage: 25, remainingAmount: 300, remainingPercentage: 75 });
  });
});
