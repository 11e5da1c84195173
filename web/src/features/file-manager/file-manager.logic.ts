import type { FileItemType, FileManagerItem } from '@cis/contracts';

/** Where a folder (or the root, null) is shown. */
export function folderLink(folderId: string | null): string {
  return folderId ? `/apps/file-manager/folders/${encodeURIComponent(folderId)}` : '/apps/file-manager';
}

/** Breadcrumb of a listing: the root, then each ancestor down to the current folder (which is not a link). */
export function crumbsOf(path: FileManagerItem[], rootLabel: string): Array<{ label: string; url?: string }> {
  const crumbs: Array<{ label: string; url?: string }> = [{ label: rootLabel, url: path.length > 0 ? folderLink(null) : undefined }];
  path.forEach((folder, index) => crumbs.push({ label: folder.name, url: index < path.length - 1 ? folderLink(folder.id) : undefined }));
  return crumbs;
}

const ICONS: Record<FileItemType, { icon: string; tone: string }> = {
  folder: { icon: 'pi pi-folder', tone: 'fm-folder' },
  PDF: { icon: 'pi pi-file-pdf', tone: 'fm-pdf' },
  XLS: { icon: 'pi pi-file-excel', tone: 'fm-xls' },
  DOC: { icon: 'pi pi-file-word', tone: 'fm-doc' },
  TXT: { icon: 'pi pi-file', tone: 'fm-txt' },
  JPG: { icon: 'pi pi-image', tone: 'fm-jpg' },
};

export function iconOf(type: FileItemType): { icon: string; tone: string } {
  return ICONS[type] ?? ICONS.TXT;
}

/** The seeded folder contents read like '4 files' (English sample text): the count, for a translated label. */
export function countInContents(contents: string | null): number | null {
  const match = /^(\d+)/.exec(contents ?? '');
  return match ? Number(match[1]) : null;
}
