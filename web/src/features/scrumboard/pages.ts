import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** Scrumboard: the boards, and one board with its lists and cards. */
export const SCRUMBOARD_PAGES: PageDef[] = [
  { path: 'apps/scrumboard', title: 'scrumboard.title', access: APP_ACCESS.scrumboard, load: () => import('./BoardsPage') },
  { path: 'apps/scrumboard/:boardId', title: 'scrumboard.boardTitle', access: APP_ACCESS.scrumboard, load: () => import('./BoardPage') },
];
