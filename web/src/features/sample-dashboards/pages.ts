import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** The template's four sample dashboards (spec 001 s7 "Dashboards and pages"), fed by api/dashboards/*. */
export const SAMPLE_DASHBOARD_PAGES: PageDef[] = [
  { path: 'dashboards/analytics', title: 'sampleDashboards.analytics.title', access: APP_ACCESS.sampleDashboards, load: () => import('./AnalyticsDashboardPage') },
  { path: 'dashboards/crypto', title: 'sampleDashboards.crypto.title', access: APP_ACCESS.sampleDashboards, load: () => import('./CryptoDashboardPage') },
  { path: 'dashboards/finance', title: 'sampleDashboards.finance.title', access: APP_ACCESS.sampleDashboards, load: () => import('./FinanceDashboardPage') },
  { path: 'dashboards/project', title: 'sampleDashboards.project.title', access: APP_ACCESS.sampleDashboards, load: () => import('./ProjectDashboardPage') },
];
