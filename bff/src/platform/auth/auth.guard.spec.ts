import { UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { SESSION_MAX_AGE_SECONDS, type User } from '@cis/contracts';
import type { AppConfig } from '../config/app-config';
import type { EventStore } from '../event-store/event-store.port';
import { ReadModelChanges, changeKey, type ReadDependencies } from '../read-cache/read-model-changes';
import { AccountDirectory } from './account-directory';
import { AuthGuard } from './auth.guard';
import { ACCOUNT_COLLECTIONS, type UserDoc } from './auth-user';
import { TokenService } from './token.service';

/** The guard remembers verified tokens and parsed accounts; what it remembers must never outlive what a fresh check would accept. */
const user = {
  id: 'u-1', tenant: 'cis', email: 'someone@cis.test', name: 'Someone', kind: 'customer', role: 2, permissions: [],
  userDetails: { customerP24Id: null },
} as unknown as User;

describe('AuthGuard token memory', () => {
  let accounts: Map<string, UserDoc>;
  let guard: AuthGuard;
  let tokens: TokenService;

  let changes: ReadModelChanges;
  let reads: number;
  /** A committed change of the accounts collection, as the store reports it after the commit. */
  const commitAccounts = () => changes.committed([changeKey('cis', ACCOUNT_COLLECTIONS.users)]);

  beforeEach(() => {
    accounts = new Map([[user.id, { user, passwordHash: 'x' }]]);
    changes = new ReadModelChanges(true);
    reads = 0;
    const get = async (tenant: string, collection: string, id: string) => {
      changes.observe(changeKey(tenant, collection));
      reads += 1;
      return accounts.get(id);
    };
    const store = { changes, readModels: { get } } as unknown as EventStore;
    tokens = new TokenService(new JwtService(), { jwtSecret: 'guard-spec-secret', sessionMaxAgeSeconds: SESSION_MAX_AGE_SECONDS } as AppConfig);
    guard = new AuthGuard(new Reflector(), tokens, new AccountDirectory(store));
  });
  afterEach(() => jest.restoreAllMocks());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('refuses a remembered token once its expiry has passed', async () => {
    const token = tokens.sign(user.id, 'cis');
    await expect(guard.authenticate(bearer(token))).resolves.toMatchObject({ id: user.id });
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
    jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 - 1);
    await expect(guard.authenticate(bearer(token))).resolves.toMatchObject({ id: user.id });
    jest.spyOn(Date, 'now').mockReturnValue(exp * 1000);
    await expect(guard.authenticate(bearer(token))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('refuses a remembered token at once when its account is gone', async () => {
    const token = tokens.sign(user.id, 'cis');
    await guard.authenticate(bearer(token));
    accounts.clear();
    commitAccounts();
    await expect(guard.authenticate(bearer(token))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('answers with the account as it is now, not as it was when the token was first seen', async () => {
    const token = tokens.sign(user.id, 'cis');
    await guard.authenticate(bearer(token));
    accounts.set(user.id, { user: { ...user, permissions: ['ALL_FUNCTIONS'] } as User, passwordHash: 'x' });
    commitAccounts();
    await expect(guard.authenticate(bearer(token))).resolves.toMatchObject({ permissions: ['ALL_FUNCTIONS'] });
  });

  it('never remembers a token signed with another secret', async () => {
    const forged = new TokenService(new JwtService(), { jwtSecret: 'another-secret', sessionMaxAgeSeconds: SESSION_MAX_AGE_SECONDS } as AppConfig).sign(user.id, 'cis');
    await expect(guard.authenticate(bearer(forged))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.authenticate(bearer(forged))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('reads the account once while the accounts collection is unchanged, and records the read for the answer cache', async () => {
    const token = tokens.sign(user.id, 'cis');
    await guard.authenticate(bearer(token));
    const recorded: ReadDependencies = new Map();
    const again = await changes.recordReads(recorded, () => guard.authenticate(bearer(token)));
    expect(reads).toBe(1);
    expect(recorded.has(changeKey('cis', ACCOUNT_COLLECTIONS.users))).toBe(true);
    // Kept accounts are shared between requests: frozen, so no request can change another's.
    expect(Object.isFrozen(again) && Object.isFrozen(again.user) && Object.isFrozen(again.permissions)).toBe(true);
  });

  it('keeps the account where other processes commit too while their commit notifications arrive, until one names the accounts', async () => {
    const counts = new ReadModelChanges(false);
    const consistency = { live: true, seen: 0, barrier: async () => true, waitFor: async () => true };
    const get = async () => {
      reads += 1;
      return accounts.get(user.id);
    };
    const store = { changes: counts, consistency, readModels: { get } } as unknown as EventStore;
    const notified = new AuthGuard(new Reflector(), tokens, new AccountDirectory(store));
    const token = tokens.sign(user.id, 'cis');
    await notified.authenticate(bearer(token));
    await notified.authenticate(bearer(token));
    expect(reads).toBe(1);
    accounts.set(user.id, { user, passwordHash: 'x', disabled: true });
    counts.committed([changeKey('cis', ACCOUNT_COLLECTIONS.users)]);
    await expect(notified.authenticate(bearer(token))).rejects.toBeInstanceOf(UnauthorizedException);
    consistency.live = false;
    accounts.set(user.id, { user, passwordHash: 'x' });
    await notified.authenticate(bearer(token));
    await notified.authenticate(bearer(token));
    expect(reads).toBe(4);
  });

  it('reads the account on every request where other processes commit too and no notification arrives', async () => {
    const store = { changes: new ReadModelChanges(false), readModels: { get: async () => { reads += 1; return accounts.get(user.id); } } } as unknown as EventStore;
    const everyTime = new AuthGuard(new Reflector(), tokens, new AccountDirectory(store));
    const token = tokens.sign(user.id, 'cis');
    await everyTime.authenticate(bearer(token));
    accounts.set(user.id, { user: { ...user, name: 'Renamed elsewhere' } as User, passwordHash: 'x' });
    await expect(everyTime.authenticate(bearer(token))).resolves.toMatchObject({ name: 'Renamed elsewhere' });
    expect(reads).toBe(2);
  });

  it('refuses a remembered token at once when every session of its account ended (the generation moved)', async () => {
    const token = tokens.sign(user.id, 'cis');
    await guard.authenticate(bearer(token));
    accounts.set(user.id, { user, passwordHash: 'x', sessionGeneration: 1 });
    commitAccounts();
    await expect(guard.authenticate(bearer(token))).rejects.toBeInstanceOf(UnauthorizedException);
    // A token of the new generation is accepted; one naming a generation the account never had is not.
    const now = Math.floor(Date.now() / 1000);
    await expect(guard.authenticate(bearer(tokens.sign(user.id, 'cis', { generation: 1, authTime: now })))).resolves.toMatchObject({ id: user.id });
    await expect(guard.authenticate(bearer(tokens.sign(user.id, 'cis', { generation: 2, authTime: now })))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('never signs a token past the session: a renewal expires at auth_time + the session lifetime, and none after it', () => {
    const authTime = 1_800_000_000;
    const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number; auth_time: number; gen: number };
    const fresh = payload(tokens.sign(user.id, 'cis', { generation: 3, authTime }, authTime * 1000));
    expect(fresh).toMatchObject({ iat: authTime, exp: authTime + SESSION_MAX_AGE_SECONDS, auth_time: authTime, gen: 3 });
    const renewed = payload(tokens.signWithin(user.id, 'cis', { generation: 3, authTime }, (authTime + 86_400 * 6) * 1000)!);
    expect(renewed).toMatchObject({ iat: authTime + 86_400 * 6, exp: authTime + SESSION_MAX_AGE_SECONDS, auth_time: authTime });
    expect(tokens.signWithin(user.id, 'cis', { generation: 3, authTime }, (authTime + SESSION_MAX_AGE_SECONDS) * 1000)).toBeNull();
  });
});

/** The same memory serves commands that name a user (a message's recipient). */
describe('AccountDirectory', () => {
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
