import type { PageDef } from '../../app/pages';

/** The template's four sample dashboards (spec 001 s7 "Dashboards and pages"), fed by api/dashboards/*. */
export const SAMPLE_DASHBOARD_PAGES: PageDef[] = [
  { path: 'dashboards/analytics', title: 'sampleDashboards.analytics.title', load: () => import('./AnalyticsDashboardPage') },
  { path: 'dashboards/crypto', title: 'sampleDashboards.crypto.title', load: () => import('./CryptoDashboardPage') },
  { path: 'dashboards/finance', title: 'sampleDashboards.finance.title', load: () => import('./FinanceDashboardPage') },
  { path: 'dashboards/project', title: 'sampleDashboards.project.title', load: () => import('./ProjectDashboardPage') },
];
