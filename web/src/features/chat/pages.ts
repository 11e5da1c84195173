import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

const load = () => import('./ChatPage');

/** Team chat (spec 001 "Chat"; sample links point at /apps/chat/{id}). */
export const CHAT_PAGES: PageDef[] = [
  { path: 'apps/chat', title: 'chatApp.pageTitle', access: APP_ACCESS.chat, load },
  { path: 'apps/chat/:id', title: 'chatApp.pageTitle', access: APP_ACCESS.chat, load },
];
