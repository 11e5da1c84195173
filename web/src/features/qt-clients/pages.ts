import { CLIENT_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../app/pages';

/** The taxpayer registry (issue 12 s2): staff with the client codes, and customers for the clients they act for. */
export const QT_CLIENTS_PAGES: PageDef[] = [
  { path: 'qt-clients', title: 'label.menu.clients', access: CLIENT_ACCESS.route, load: () => import('./ClientsPage') },
  { path: 'qt-clients/:id', title: 'qtClients.clientTitle', access: CLIENT_ACCESS.route, load: () => import('./ClientPage') },
];
