import type { FileManagerItem, FileManagerListing } from '@cis/contracts';
import { FILE_MANAGER_ITEMS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const named = (name: string) => FILE_MANAGER_ITEMS.find((item) => item.name === name) as FileManagerItem;
const names = (items: FileManagerItem[]) => items.map((item) => item.name);

describe('file manager over HTTP', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    // The file manager is staff only (APP_ACCESS.fileManager; the access matrix covers customers and vendors).
    token = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  const list = async (query: string, status = 200): Promise<FileManagerListing> =>
    (await t.http.get(`/api/apps/file-manager${query}`).set(t.auth(token)).expect(status)).body;

  it('lists the root (missing folderId or "null"): folders and files each sorted by name, empty path', async () => {
    const root = await list('');
    expect(names(root.folders)).toEqual(['Clients', 'Regulations', 'Templates']);
    expect(names(root.files)).toEqual(['Office holiday schedule 2026.pdf', 'Tax calendar 2026.xls', 'Team photo - Khmer New Year.jpg']);
    expect(root.path).toEqual([]);
    expect(await list('?folderId=null')).toEqual(root);
    expect(root.folders[0]).toEqual(named('Clients'));
  });

  it('lists a folder with the path from the top down to it', async () => {
    const clients = named('Clients');
    const listing = await list(`?folderId=${clients.id}`);
    expect(names(listing.folders)).toEqual(['Angkor Rice Export Co., Ltd.', 'Kampot Pepper Farm', 'Mekong Logistics Co., Ltd.']);
    expect(listing.files).toEqual([]);
    expect(listing.path).toEqual([clients]);

    const receipts = named('Receipts 2026');
    const deep = await list(`?folderId=${receipts.id}`);
    expect(names(deep.path)).toEqual(['Clients', 'Angkor Rice Export Co., Ltd.', 'Receipts 2026']);
    expect(names(deep.files)).toEqual(['VAT invoices scan - Q3.jpg']);
    expect(deep.folders).toEqual([]);

    const angkor = await list(`?folderId=${named('Angkor Rice Export Co., Ltd.').id}`);
    expect(names(angkor.folders)).toEqual(['Receipts 2026']);
    expect(names(angkor.files)).toEqual(['Monthly tax return - October 2026.xls', 'Patent tax certificate 2026.pdf']);
  });

  it('every one of the 22 items is reachable from the root', async () => {
    const seen: FileManagerItem[] = [];
    const walk = async (folderId: string) => {
      const listing = await list(`?folderId=${folderId}`);
      seen.push(...listing.folders, ...listing.files);
      for (const folder of listing.folders) await walk(folder.id);
    };
    await walk('null');
    expect(seen).toHaveLength(22);
  });

  it('answers 404 for an unknown folder or a file id, 400 for unknown parameters', async () => {
    const missing = await t.http.get('/api/apps/file-manager?folderId=nope').set(t.auth(token)).expect(404);
    expect(missing.body).toMatchObject({ status: 404, developerMessage: 'Resource does not exist!' });
    await list(`?folderId=${named('Tax calendar 2026.xls').id}`, 404);
    await list('?folder=null', 400);
    await t.http.get('/api/apps/file-manager').expect(401);
  });
});
