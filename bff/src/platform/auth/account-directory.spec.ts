import type { User } from '@cis/contracts';
import type { EventStore } from '../event-store/event-store.port';
import { ReadModelChanges, changeKey } from '../read-cache/read-model-changes';
import { AccountDirectory } from './account-directory';
import { ACCOUNT_COLLECTIONS, type UserDoc } from './auth-user';

describe('AccountDirectory', () => {
  const user = {
    id: 'u-1', tenant: 'cis', email: 'sokha@cis.test', name: 'Sokha', kind: 'customer', role: 2, permissions: [],
    userDetails: { customerP24Id: null },
  } as unknown as User;
  let accounts: Map<string, UserDoc>;
  let reads: number;
  let changes: ReadModelChanges;
  let directory: AccountDirectory;

  beforeEach(() => {
    accounts = new Map();
    reads = 0;
    changes = new ReadModelChanges(true);
    const get = async (_tenant: string, _collection: string, id: string) => {
      reads += 1;
      return accounts.get(id);
    };
    directory = new AccountDirectory({ changes, readModels: { get } } as unknown as EventStore);
  });

  it('reads an account once while the accounts collection is unchanged, then again after it changes', async () => {
    accounts.set(user.id, { user, passwordHash: 'x' });
    expect(await directory.account('cis', user.id)).toMatchObject({ user: { id: user.id }, disabled: false });
    expect(await directory.account('cis', user.id)).toMatchObject({ user: { id: user.id } });
    expect(reads).toBe(1);
    accounts.set(user.id, { user, passwordHash: 'x', disabled: true });
    changes.committed([changeKey('cis', ACCOUNT_COLLECTIONS.users)]);
    expect(await directory.account('cis', user.id)).toMatchObject({ disabled: true });
    expect(reads).toBe(2);
  });

  it('never keeps an absent account: one created since is found by the next call', async () => {
    expect(await directory.account('cis', user.id)).toBeNull();
    accounts.set(user.id, { user, passwordHash: 'x' });
    expect(await directory.account('cis', user.id)).toMatchObject({ user: { id: user.id } });
  });

  it("keeps each tenant's accounts apart", async () => {
    accounts.set(user.id, { user, passwordHash: 'x' });
    await directory.account('cis', user.id);
    changes.committed([changeKey('other', ACCOUNT_COLLECTIONS.users)]);
    await directory.account('cis', user.id);
    expect(reads).toBe(1);
    await directory.account('other', user.id);
    expect(reads).toBe(2);
  });
});
