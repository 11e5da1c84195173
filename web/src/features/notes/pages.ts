import type { PageDef } from '../../app/pages';

/** Notes: labelled cards, filtered by /apps/notes[/reminders|/archive|/label/<id>]. */
export const NOTES_PAGES: PageDef[] = [
  { path: 'apps/notes/*', title: 'notes.pageTitle', load: () => import('./NotesPage') },
];
