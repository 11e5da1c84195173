import { FileManagerEvents, NotFound, type FileManagerItem } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { FileManagerDecider } from './file-manager.decider';
import { listFolder } from './file-manager.queries';

const item = (id: string, folderId: string | null, name: string, type: FileManagerItem['type'] = 'folder'): FileManagerItem => ({
  id, folderId, name, type, createdBy: 'x', createdAt: '', modifiedAt: '', size: '1 KB', contents: type === 'folder' ? '' : null, description: null,
});

describe('the file manager decider (one stream per item)', () => {
  it('adds an item once; adding it again records nothing', () => {
    const added = { type: FileManagerEvents.itemAdded, data: { item: item('a', null, 'Alpha') } };
    given(FileManagerDecider).when({ type: 'add', item: item('a', null, 'Alpha') }).then([added]);
    given(FileManagerDecider, [added]).when({ type: 'add', item: item('a', null, 'Alpha') }).thenNothing();
    expect(given(FileManagerDecider, [added]).state).toEqual(item('a', null, 'Alpha'));
  });
});

describe('listFolder', () => {
  const items = [
    item('b', null, 'beta'), item('a', null, 'Alpha'), item('f1', null, 'zeta.pdf', 'PDF'), item('f2', null, 'Apple.txt', 'TXT'),
    item('c', 'a', 'child'), item('g', 'c', 'grandchild'), item('f3', 'g', 'deep.doc', 'DOC'),
  ];

  it('splits folders and files, each by name, at the root with an empty path', () => {
    const root = listFolder(items, undefined);
    expect(root.folders.map((i) => i.id)).toEqual(['a', 'b']);
    expect(root.files.map((i) => i.id)).toEqual(['f2', 'f1']);
    expect(root.path).toEqual([]);
    expect(listFolder(items, 'null')).toEqual(root);
  });

  it('builds the path from the top down to the current folder', () => {
    expect(listFolder(items, 'g').path.map((i) => i.id)).toEqual(['a', 'c', 'g']);
    expect(listFolder(items, 'g').files.map((i) => i.id)).toEqual(['f3']);
  });

  it('404s unknown ids and file ids, and survives a cycle in the data', () => {
    expect(() => listFolder(items, 'zz')).toThrow(NotFound);
    expect(() => listFolder(items, 'f1')).toThrow(NotFound);
    const cyclic = [item('x', 'y', 'x'), item('y', 'x', 'y')];
    expect(listFolder(cyclic, 'x').path.map((i) => i.id)).toEqual(['y', 'x']);
  });
});
