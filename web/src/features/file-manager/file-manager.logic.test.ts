import type { FileManagerItem } from '@cis/contracts';
import { countInContents, crumbsOf, folderLink, iconOf } from './file-manager.logic';

const folder = (id: string, name: string): FileManagerItem => ({
  id, folderId: null, name, createdBy: 'x', createdAt: '', modifiedAt: '', size: '1 MB', type: 'folder', contents: '2 files', description: null,
});

describe('file manager logic', () => {
  it('links the root and folders', () => {
    expect(folderLink(null)).toBe('/apps/file-manager');
    expect(folderLink('a b')).toBe('/apps/file-manager/folders/a%20b');
  });

  it('builds the breadcrumb: root, ancestors as links, the current folder as text', () => {
    expect(crumbsOf([], 'My files')).toEqual([{ label: 'My files', url: undefined }]);
    expect(crumbsOf([folder('a', 'Clients'), folder('b', 'Angkor')], 'My files')).toEqual([
      { label: 'My files', url: '/apps/file-manager' },
      { label: 'Clients', url: '/apps/file-manager/folders/a' },
      { label: 'Angkor', url: undefined },
    ]);
  });

  it('picks an icon per type and reads the count of a folder', () => {
    expect(iconOf('PDF').icon).toBe('pi pi-file-pdf');
    expect(iconOf('folder').tone).toBe('fm-folder');
    expect(countInContents('4 files')).toBe(4);
    expect(countInContents(null)).toBeNull();
  });
});
