import type { EventUnion } from '../platform/events';

/** File manager: a read-only tree of sample folders and files (spec 001 s3 "File manager", s7). */

export const FILE_ITEM_TYPES = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
export type FileItemType = (typeof FILE_ITEM_TYPES)[number];

export interface FileManagerItem {
  id: string;
  /** Parent folder id; null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  /** ISO timestamps. */
  createdAt: string;
  modifiedAt: string;
  /** Human-readable size, e.g. '1.2 MB'. */
  size: string;
  type: FileItemType;
  /** Folders only: what is inside, e.g. '4 files'; null for files. */
  contents: string | null;
  description: string | null;
}

/** GET api/apps/file-manager?folderId= answer. path runs from the root's child down to the current folder. */
export interface FileManagerListing {
  folders: FileManagerItem[];
  files: FileManagerItem[];
  path: FileManagerItem[];
}

/** The query value that means the root folder (a missing folderId means the root too). */
export const FILE_MANAGER_ROOT = 'null';

export const FileManagerRoutes = { base: 'api/apps/file-manager' } as const;

export const FileManagerEvents = {
  itemAdded: 'file-manager.item-added',
} as const;

export interface FileManagerItemAddedData { item: FileManagerItem }

/** Every event of the file manager: narrow on `type`. One stream per item (no rule spans the tree: it is read-only). */
export type FileManagerEvent = EventUnion<{
  [FileManagerEvents.itemAdded]: FileManagerItemAddedData;
}>;
