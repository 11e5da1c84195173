import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** Notes: labelled cards, filtered by /apps/notes[/reminders|/archive|/label/<id>]. */
export const NOTES_PAGES: PageDef[] = [
  { path: 'apps/notes/*', title: 'notes.pageTitle', access: APP_ACCESS.notes, load: () => import('./NotesPage') },
];
