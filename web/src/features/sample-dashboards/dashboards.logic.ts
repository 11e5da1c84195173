import type { BudgetDetailRow, FinanceTransaction } from '@cis/contracts';
import { share } from './chart-data';

export interface WalletRow { iso: string; amount: number; value: number | null }

/** Wallet balances with their USD value at the current price (null when the coin has no price). */
/** Minutes of a schedule time the BFF sends as 'in 32 minutes' (null for a clock time such as '10:30'). */
export function minutesFromNow(time: string): number | null {
  const m = /^in (\d+) minutes?$/i.exec(time.trim());
  return m ? Number(m[1]) : null;
}

export function walletRows(wallets: Record<string, number>, prices: Record<string, number>): WalletRow[] {
  return Object.entries(wallets).map(([coin, amount]) => {
    const price = prices[coin];
    return { iso: coin.toUpperCase(), amount, value: price === undefined ? null : Math.round(amount * price * 100) / 100 };
  });
}

export type BudgetKey = 'expenses' | 'savings' | 'bills';
export interface BudgetGauge { key: BudgetKey; amount: number; limit: number; percent: number; over: boolean }

/** The three budget gauges of the finance dashboard; a bill total above its limit is flagged. */
export function budgetGauges(b: { expenses: number; expensesLimit: number; savings: number; savingsGoal: number; bills: number; billsLimit: number }): BudgetGauge[] {
  const gauge = (key: BudgetKey, amount: number, limit: number): BudgetGauge => ({ key, amount, limit, percent: Math.round(share(amount, limit) * 10) / 10, over: amount > limit });
  return [gauge('expenses', b.expenses, b.expensesLimit), gauge('savings', b.savings, b.savingsGoal), gauge('bills', b.bills, b.billsLimit)];
}

/** Income and outgoings of the listed transactions (amounts below zero are payments made). */
export function transactionTotals(rows: FinanceTransaction[]): { income: number; outgoing: number } {
  return rows.reduce((acc, r) => (r.amount >= 0 ? { ...acc, income: acc.income + r.amount } : { ...acc, outgoing: acc.outgoing - r.amount }), { income: 0, outgoing: 0 });
}

/** Totals row of the budget details table, its percentages recomputed from the sums. */
export function budgetTotals(rows: BudgetDetailRow[]): Omit<BudgetDetailRow, 'id' | 'type'> {
  const total = rows.reduce((s, r) => s + r.total, 0);
  const expensesAmount = rows.reduce((s, r) => s + r.expensesAmount, 0);
  const remainingAmount = total - expensesAmount;
  const pct = (v: number) => Math.round(share(v, total) * 100) / 100;
  return { total, expensesAmount, expensesPercentage: pct(expensesAmount), remainingAmount, remainingPercentage: pct(remainingAmount) };
}
