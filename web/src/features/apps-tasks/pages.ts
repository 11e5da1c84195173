import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/**
 * The sample-data tasks app (the portal's own /tasks page is another feature). One route with an optional id, so
 * opening a task keeps the list mounted and only the editor changes.
 */
export const APPS_TASKS_PAGES: PageDef[] = [
  { path: 'apps/tasks/:id?', title: 'appsTasks.pageTitle', access: APP_ACCESS.tasks, load: () => import('./TasksAppPage') },
];
