import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

const load = () => import('./ContactsPage');

/** The address book (spec 001 "Contacts"; search results link to /apps/contacts/{id}). */
export const CONTACTS_PAGES: PageDef[] = [
  { path: 'apps/contacts', title: 'contacts.pageTitle', access: APP_ACCESS.contacts, load },
  { path: 'apps/contacts/:id', title: 'contacts.pageTitle', access: APP_ACCESS.contacts, load },
];
