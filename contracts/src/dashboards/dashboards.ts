import type { EventUnion } from '../platform/events';
/** Dashboards sample data (spec 001 s3 "Dashboards", s7 "Dashboards and pages", s9). Read-only, per tenant. */

export interface XYPoint { x: string | number; y: number }
export interface XYSeries { name: string; data: XYPoint[] }
export interface NumberSeries { name: string; data: number[] }
export interface TypedNumberSeries extends NumberSeries { type: 'line' | 'column' }
export type Trend = { dir: 'up' | 'down'; amount: number };

/** Periods of the analytics visitors chart. */
export type AnalyticsPeriod = 'this-year' | 'last-year';
export type WeekPeriod = 'this-week' | 'last-week';

export interface AmountChart { amount: number; labels: string[]; series: NumberSeries[] }
export interface SplitChart { uniqueVisitors: number; series: number[]; labels: string[] }

export interface AnalyticsDashboard {
  visitors: { series: Record<AnalyticsPeriod, XYSeries[]> };
  conversions: AmountChart;
  impressions: AmountChart;
  visits: AmountChart;
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: XYSeries[] };
  newVsReturning: SplitChart;
  gender: SplitChart;
  age: SplitChart;
  language: SplitChart;
}

export interface CryptoWatchItem { title: string; iso: string; amount: number; trend: Trend; series: XYSeries[] }
export interface CryptoDashboard {
  btc: {
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    price: { series: XYSeries[] };
  };
  prices: Record<string, number>;
  wallets: Record<string, number>;
  watchlist: CryptoWatchItem[];
}

export type StatementStatus = 'paid' | 'pending';
export type TransactionStatus = 'completed' | 'pending';
export interface Statement { status: StatementStatus; date: string; limit: number; spent: number; minimum: number }
export interface FinanceTransaction {
  id: string;
  transactionId: string;
  name: string;
  amount: number;
  status: TransactionStatus;
  date: string;
}
export interface FinanceDashboard {
  accountBalance: { growRate: number; ami: number; series: XYSeries[] };
  budget: { expenses: number; expensesLimit: number; savings: number; savingsGoal: number; bills: number; billsLimit: number };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: FinanceTransaction[];
}

export type GithubIssueKey = 'new-issues' | 'closed-issues' | 'fixed' | 'wont-fix' | 're-opened' | 'needs-triage';
export interface ScheduleItem { title: string; time: string; location?: string }
export interface BudgetDetailRow {
  id: number;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
}
export interface TeamMember { id: string; avatar: string | null; name: string; email: string; phone: string; title: string }
export interface ProjectDashboard {
  githubIssues: {
    overview: Record<WeekPeriod, Record<GithubIssueKey, number>>;
    labels: string[];
    series: Record<WeekPeriod, TypedNumberSeries[]>;
  };
  taskDistribution: {
    overview: Record<WeekPeriod, { new: number; completed: number }>;
    labels: string[];
    series: Record<WeekPeriod, number[]>;
  };
  schedule: { today: ScheduleItem[]; tomorrow: ScheduleItem[] };
  budgetDistribution: { categories: string[]; series: NumberSeries[] };
  weeklyExpenses: AmountChart;
  monthlyExpenses: AmountChart;
  yearlyExpenses: AmountChart;
  budgetDetails: { columns: string[]; rows: BudgetDetailRow[] };
  teamMembers: TeamMember[];
}

export interface Dashboards {
  analytics: AnalyticsDashboard;
  crypto: CryptoDashboard;
  finance: FinanceDashboard;
  project: ProjectDashboard;
}
export type DashboardName = keyof Dashboards;
export const DASHBOARD_NAMES: readonly DashboardName[] = ['analytics', 'crypto', 'finance', 'project'];

export const DashboardRoutes = {
  analytics: 'api/dashboards/analytics',
  crypto: 'api/dashboards/crypto',
  finance: 'api/dashboards/finance',
  project: 'api/dashboards/project',
} as const satisfies Record<DashboardName, string>;

export const DashboardEvents = {
  published: 'dashboards.published',
} as const;
export const DASHBOARD_EVENT_TYPES: readonly string[] = Object.values(DashboardEvents);
/** A dashboard's whole sample data, replacing what was there. */
export type DashboardPublishedData = { [K in DashboardName]: { name: K; data: Dashboards[K] } }[DashboardName];

/** Every event of this sample app (written by genesis only): narrow on `type`. */
export type DashboardEvent = EventUnion<{
  [DashboardEvents.published]: DashboardPublishedData;
}>;
