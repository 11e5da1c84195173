import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

const load = () => import('./FileManagerPage');

/** Folder browsing (spec 001 "File manager"): the root, and any folder by id. */
export const FILE_MANAGER_PAGES: PageDef[] = [
  { path: 'apps/file-manager', title: 'fileManager.pageTitle', access: APP_ACCESS.fileManager, load },
  { path: 'apps/file-manager/folders/:folderId', title: 'fileManager.pageTitle', access: APP_ACCESS.fileManager, load },
];
