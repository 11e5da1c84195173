import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** The template's error pages as demo routes (spec 000 s2 "Template demo routes"). */
export const ERROR_DEMO_PAGES: PageDef[] = [
  { path: 'pages/error/404', title: 'error.404.title', access: APP_ACCESS.templatePages, load: () => import('./Error404Page') },
  { path: 'pages/error/500', title: 'error.500.title', access: APP_ACCESS.templatePages, load: () => import('./Error500Page') },
];
