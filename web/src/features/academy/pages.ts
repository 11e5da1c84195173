import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** The academy demo (spec 001 s3 "Academy demo"): courses by category, and one course step by step. */
export const ACADEMY_PAGES: PageDef[] = [
  { path: 'apps/academy', title: 'academy.title', access: APP_ACCESS.academy, load: () => import('./AcademyPage') },
  { path: 'apps/academy/:id', title: 'academy.courseTitle', access: APP_ACCESS.academy, load: () => import('./CoursePage') },
];
