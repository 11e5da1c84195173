import { allSettled, fork } from 'effector';
import { AccountEvents, AuthEvents, Permission, type AuthResponse } from '@cis/contracts';
import { configureHttp, http, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { $systemAlert, alertDismissed } from './alerts';
import {
  $canSeeNotifications,
  $displayName,
  $grant,
  $language,
  $permissions,
  $role,
  $session,
  $user,
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  changePasswordFx,
  connectSocketFx,
  displayNameOf,
  fetchUserFx,
  languageChanged,
  restoreSessionFx,
  signInFx,
  signOutFx,
  signedOut,
  signedOutCleanupFx,
  wireHttpToSession,
} from './session';
import { pushReceived, socketClosedByServer } from '../api/socket';
import { customerUser, makeUser, push } from './testing';

const admin = makeUser();
const auth = (user = admin, token = 'tok-1'): AuthResponse => ({ user, accessToken: token, tokenType: 'bearer' });

function testScope(values: Array<[unknown, unknown]> = []) {
  const connect = jest.fn();
  const cleanup = jest.fn();
  const scope = fork({
    values: values as never,
    handlers: [
      [connectSocketFx, connect],
      [signedOutCleanupFx, cleanup],
    ],
  });
  return { scope, connect, cleanup };
}

beforeEach(() => {
  resetHttp();
  wireHttpToSession();
  localStorage.clear();
  alertDismissed();
});

describe('sign in', () => {
  it('POSTs the credentials, keeps {user, token}, persists it and opens the push channel', async () => {
    const f = fakeFetch(routes({ 'POST api/auth/sign-in': { body: auth() } }));
    configureHttp({ fetch: f });
    const { scope, connect } = testScope();
    await allSettled(signInFx, { scope, params: { email: 'admin@cis.test', password: 'cis-demo-2026' } });
    expect(f.calls[0].body).toEqual({ email: 'admin@cis.test', password: 'cis-demo-2026' });
    expect(scope.getState($session)).toEqual({ user: admin, token: 'tok-1' });
    expect(scope.getState($user)).toEqual(admin);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ user: admin, token: 'tok-1' });
    expect(connect).toHaveBeenCalledWith('tok-1');
  });

  it('fails with the catalogue message and raises no alert (the page shows it)', async () => {
    configureHttp({ fetch: fakeFetch(() => ({ status: 401, body: { status: 401, error: 'x', developerMessage: 'bad password' } })) });
    const { scope } = testScope();
    const result = await allSettled(signInFx, { scope, params: { email: 'a@b.c', password: 'nope' } });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('Invalid User Details. Please try again!');
    expect(scope.getState($session)).toBeNull();
    expect($systemAlert.getState()).toBeNull();
  });
});

describe('restore', () => {
  it('signs in again with the stored token', async () => {
    const fresh = makeUser({ name: 'Sokha C.' });
    const f = fakeFetch(routes({ 'POST api/auth/sign-in-with-token': { body: auth(fresh, 'tok-2') } }));
    configureHttp({ fetch: f });
    const { scope, connect } = testScope([[$session, { user: admin, token: 'tok-1' }]]);
    await allSettled(restoreSessionFx, { scope });
    expect(f.calls[0].body).toEqual({ accessToken: 'tok-1' });
    expect(scope.getState($session)).toEqual({ user: fresh, token: 'tok-2' });
    expect(connect).toHaveBeenCalledWith('tok-2');
  });

  it('does nothing without a stored session', async () => {
    const f = fakeFetch();
    configureHttp({ fetch: f });
    const { scope, connect } = testScope();
    const result = await allSettled(restoreSessionFx, { scope });
    expect(result).toEqual({ status: 'done', value: null });
    expect(f.calls).toHaveLength(0);
    expect(connect).not.toHaveBeenCalled();
  });

  it('a refused token ends the session', async () => {
    configureHttp({ fetch: fakeFetch(() => ({ status: 403, body: {} })) });
    const { scope, cleanup } = testScope([[$session, { user: admin, token: 'old' }]]);
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($session)).toBeNull();
    expect(cleanup).toHaveBeenCalled();
  });

  it('a network failure keeps the session for a retry', async () => {
    configureHttp({ fetch: () => Promise.reject(new TypeError('offline')) });
    const { scope } = testScope([[$session, { user: admin, token: 'tok-1' }]]);
    const result = await allSettled(restoreSessionFx, { scope });
    expect(result.status).toBe('fail');
    expect(scope.getState($session)).toEqual({ user: admin, token: 'tok-1' });
  });

  it('the session stored in localStorage is the initial value on a new page', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: admin, token: 'tok-9' }));
    jest.isolateModules(() => {
      const fresh = require('./session') as typeof import('./session');
      expect(fresh.$session.getState()).toEqual({ user: admin, token: 'tok-9' });
    });
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    jest.isolateModules(() => {
      expect((require('./session') as typeof import('./session')).$session.getState()).toBeNull();
    });    // A stored user without what the shell reads at start (hand-edited, an older version's) is no session.
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { name: admin.name }, token: 'tok-9' }));
    jest.isolateModules(() => {
      expect((require('./session') as typeof import('./session')).$session.getState()).toBeNull();
    });
  });
});

describe('sign out', () => {
  it('after a reload (session restored from storage) signing out really clears it', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: admin, token: 'tok-9' }));
    jest.isolateModules(() => {
      const fresh = require('./session') as typeof import('./session');
      fresh.signedOut();
      expect(fresh.$session.getState()).toBeNull();
      expect(fresh.$isAuthenticated.getState()).toBe(false);
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    });
  });

  it('signedOut clears the session and its storage, and runs the cleanup (socket, cache)', async () => {
    const { scope, cleanup } = testScope([[$session, { user: admin, token: 'tok-1' }]]);
    localStorage.setItem(SESSION_STORAGE_KEY, 'x');
    await allSettled(signedOut, { scope });
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($permissions)).toEqual([]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('signOutFx signs out', async () => {
    const { scope } = testScope([[$session, { user: admin, token: 'tok-1' }]]);
    await allSettled(signOutFx, { scope });
    expect(scope.getState($session)).toBeNull();
  });

  it('any 401 answer signs the user out', async () => {
    // Global (unforked) stores, as the app runs them.
    configureHttp({ fetch: fakeFetch(routes({ 'POST api/auth/sign-in': { body: auth() }, 'GET api/common/user': { status: 401, body: {} } })) });
    const connect = connectSocketFx.use(() => undefined);
    const cleanup = signedOutCleanupFx.use(() => undefined);
    try {
      await signInFx({ email: 'admin@cis.test', password: 'x' });
      expect($session.getState()?.token).toBe('tok-1');
      await expect(http.get('api/common/user')).rejects.toThrow('Invalid User Details. Please try again!');
      expect($session.getState()).toBeNull();
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    } finally {
      connectSocketFx.use(connect);
      signedOutCleanupFx.use(cleanup);
    }
  });

  it('signs out when the server closes the push channel of a session it ended (its token is refused)', async () => {
    configureHttp({ fetch: fakeFetch(routes({ 'POST api/auth/sign-in': { body: auth() }, 'GET api/common/user': { status: 401, body: {} } })) });
    const connect = connectSocketFx.use(() => undefined);
    const cleanup = signedOutCleanupFx.use(() => undefined);
    try {
      await signInFx({ email: 'admin@cis.test', password: 'x' });
      expect($session.getState()?.token).toBe('tok-1');
      const checked = new Promise<void>((resolve) => {
        const unwatch = fetchUserFx.finally.watch(() => {
          unwatch();
          resolve();
        });
      });
      socketClosedByServer();
      await checked;
      expect($session.getState()).toBeNull();
    } finally {
      connectSocketFx.use(connect);
      signedOutCleanupFx.use(cleanup);
    }
  });

  it('a password change keeps this tab signed in with the answered token, though the server closes its push channel first', async () => {
    let closeBeforeAnswer: () => void = () => undefined;
    configureHttp({
      fetch: fakeFetch(routes({
        'POST api/auth/sign-in': { body: auth() },
        // The old token is refused from now on: only the new one may ask for the user.
        'GET api/common/user': (call) => (call.headers.Authorization === 'Bearer tok-2' ? { body: admin } : { status: 401, body: {} }),
        'POST api/common/user/change-password': () => {
          closeBeforeAnswer();
          return { body: auth(admin, 'tok-2') };
        },
      })),
    });
    const connect = connectSocketFx.use(() => undefined);
    const cleanup = signedOutCleanupFx.use(() => undefined);
    try {
      await signInFx({ email: 'admin@cis.test', password: 'x' });
      const fetched = jest.fn();
      const unwatch = fetchUserFx.watch(fetched);
      closeBeforeAnswer = () => socketClosedByServer();
      await changePasswordFx({ currentPassword: 'x', newPassword: 'new-password-1' });
      unwatch();
      expect(fetched).not.toHaveBeenCalled();
      expect($session.getState()?.token).toBe('tok-2');
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('tok-2');
      await expect(http.get('api/common/user')).resolves.toEqual(admin);
    } finally {
      connectSocketFx.use(connect);
      signedOutCleanupFx.use(cleanup);
    }
  });

  it('the token of the session goes into the Authorization header', async () => {
    const f = fakeFetch(routes({ 'POST api/auth/sign-in': { body: auth(admin, 'tok-h') }, 'GET api/common/user': { body: admin } }));
    configureHttp({ fetch: f });
    const connect = connectSocketFx.use(() => undefined);
    try {
      await signInFx({ email: 'admin@cis.test', password: 'x' });
      await http.get('api/common/user');
      expect(f.calls[1].headers.Authorization).toBe('Bearer tok-h');
    } finally {
      connectSocketFx.use(connect);
      signedOut();
    }
  });
});

describe('user, permissions, role', () => {
  it('derive from the session', () => {
    const scope = fork({ values: [[$session, { user: customerUser(), token: 't' }]] });
    expect(scope.getState($permissions)).toEqual(['READ_TOPUP_BALANCE']);
    expect(scope.getState($role)).toBe(2);
    expect(scope.getState($grant)).toEqual({ permissions: ['READ_TOPUP_BALANCE'], role: 2, kind: 'customer' });
    expect(scope.getState($canSeeNotifications)).toBe(false);
    const adminScope = fork({ values: [[$session, { user: admin, token: 't' }]] });
    expect(adminScope.getState($canSeeNotifications)).toBe(true);
    expect(fork().getState($role)).toBeNull();
  });

  it('fetchUserFx replaces the user, keeping the token', async () => {
    const renamed = makeUser({ userDetails: { ...admin.userDetails, firstNameEn: 'Sok' } });
    configureHttp({ fetch: fakeFetch(routes({ 'GET api/common/user': { body: renamed } })) });
    const { scope } = testScope([[$session, { user: admin, token: 'tok-1' }]]);
    await allSettled(fetchUserFx, { scope });
    expect(scope.getState($session)).toEqual({ user: renamed, token: 'tok-1' });
    expect(scope.getState($displayName)).toBe('Sok Chan');
  });

  it("a profile push for this user updates the display name; another user's is ignored", async () => {
    const { scope } = testScope([[$session, { user: admin, token: 't' }]]);
    await allSettled(pushReceived, {
      scope,
      params: push(AuthEvents.profileUpdated, { userId: 'someone-else', changes: { userDetails: { firstNameEn: 'X' } } }),
    });
    expect(scope.getState($displayName)).toBe('Sokha Chan');
    await allSettled(pushReceived, {
      scope,
      params: push(AuthEvents.profileUpdated, { userId: admin.id, changes: { userDetails: { lastNameEn: 'Chanthou' } } }),
    });
    expect(scope.getState($displayName)).toBe('Sokha Chanthou');
    expect(scope.getState($user)?.userDetails.firstNameKh).toBe('សុខា');
  });

  it("an administrator's change of this account (its codes) is read again at once: the pages it may open follow", async () => {
    const granted = { ...admin, permissions: [...admin.permissions, Permission.READ_USER] };
    const f = fakeFetch(routes({ 'GET api/common/user': { body: granted } }));
    configureHttp({ fetch: f });
    const { scope } = testScope([[$session, { user: admin, token: 't' }]]);
    await allSettled(pushReceived, { scope, params: push(AccountEvents.updated, { userId: 'someone-else' }) });
    expect(f.calls).toHaveLength(0);
    await allSettled(pushReceived, { scope, params: push(AccountEvents.updated, { userId: admin.id }) });
    expect(scope.getState($session)?.user.permissions).toContain(Permission.READ_USER);
  });
});

describe('language and display name', () => {
  it('defaults to en-US and shows the English name', () => {
    const scope = fork({ values: [[$session, { user: admin, token: 't' }]] });
    expect(scope.getState($language)).toBe('en-US');
    expect(scope.getState($displayName)).toBe('Sokha Chan');
  });

  it('switching to Khmer shows the Khmer name and is remembered', async () => {
    const scope = fork({ values: [[$session, { user: admin, token: 't' }]] });
    await allSettled(languageChanged, { scope, params: 'km' });
    expect(scope.getState($language)).toBe('km');
    expect(scope.getState($displayName)).toBe('សុខា ចាន់');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('km');
    jest.isolateModules(() => {
      expect((require('./session') as typeof import('./session')).$language.getState()).toBe('km');
    });
  });

  it('ignores unknown language codes', async () => {
    const scope = fork();
    await allSettled(languageChanged, { scope, params: 'fr' as never });
    expect(scope.getState($language)).toBe('en-US');
  });

  it('falls back to the account name when the names in that language are empty', () => {
    const u = makeUser({ userDetails: { customerP24Id: null, firstNameEn: 'A', lastNameEn: 'B', firstNameKh: '', lastNameKh: '' } });
    expect(displayNameOf(u, 'km')).toBe('Sokha Chan');
    expect(displayNameOf(null, 'en-US')).toBe('');
  });
});
