import { Inject, Injectable } from '@nestjs/common';
import { FILE_MANAGER_ROOT, NotFound, type FileManagerItem, type FileManagerListing } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { FileManagerCollections } from './file-manager.decider';

/** The tenant's file tree, from its read model. */
@Injectable()
export class FileManagerQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async folder(tenant: string, folderId: string | undefined): Promise<FileManagerListing> {
    return listFolder(await this.store.readModels.list<FileManagerItem>(tenant, FileManagerCollections.items), folderId);
  }
}

const byName = (a: FileManagerItem, b: FileManagerItem): number => a.name.localeCompare(b.name, 'en');

/**
 * One folder's listing: its folders and its files, each sorted by name, and the path from the top folder down to
 * this one. folderId missing or 'null' is the root (empty path); an unknown id, or the id of a file, is a 404.
 */
export function listFolder(items: FileManagerItem[], folderId: string | undefined): FileManagerListing {
  const id = folderId === undefined || folderId === FILE_MANAGER_ROOT ? null : folderId;
  const byId = new Map(items.map((item) => [item.id, item]));
  const path: FileManagerItem[] = [];
  if (id !== null) {
    const folder = byId.get(id);
    if (!folder || folder.type !== 'folder') throw new NotFound();
    const seen = new Set<string>();
    for (let current: FileManagerItem | undefined = folder; current && !seen.has(current.id); current = current.folderId ? byId.get(current.folderId) : undefined) {
      seen.add(current.id);
      path.unshift(current);
    }
  }
  const children = items.filter((item) => item.folderId === id);
  return {
    folders: children.filter((item) => item.type === 'folder').sort(byName),
    files: children.filter((item) => item.type !== 'folder').sort(byName),
    path,
  };
}
