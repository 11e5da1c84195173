import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  AccountEvents,
  AuthEvents,
  AuthRoutes,
  LANGUAGES,
  Permission,
  UserRoutes,
  hasAny,
  isEventOf,
  type AuthEvent,
  timeZoneOf,
  type AuthResponse,
  type EventOfType,
  type Grant,
  type LanguageCode,
  type PermissionCode,
  type User,
  type UserKind,
} from '@cis/contracts';
import { config } from '../api/config';
import { clearHttpCache, configureHttp, http, isApiError } from '../api/http';
import { disconnectSocket, openSocket, pushReceived, socketClosedByServer } from '../api/socket';
import { isRecord } from '../lib/guards';
import { isKhmer } from '../lib/in-language';
import { setDisplayZone } from '../lib/display-zone';

export interface Session {
  user: User;
  token: string;
}

export interface SignInParams {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export const SESSION_STORAGE_KEY = 'cis.session';
export const LANGUAGE_STORAGE_KEY = 'cis.language';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The session kept in localStorage, or null when there is none (or it is unreadable). */
export function readStoredSession(): Session | null {
  try {
    const raw = storage()?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? { user: parsed.user, token: parsed.token } : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A session as this app stores it (from the sign-in answer): a token and a user with the id, permissions and details
 * the shell reads at start. Anything else in localStorage (hand-edited, another version's) counts as no session.
 */
function isStoredSession(value: unknown): value is Session {
  if (!isObject(value) || typeof value.token !== 'string' || !isObject(value.user)) return false;
  const { user } = value;
  return typeof user.id === 'string' && Array.isArray(user.permissions) && isObject(user.userDetails);
}

export function isLanguage(code: unknown): code is LanguageCode {
  return LANGUAGES.some((l) => l.id === code);
}

export function readStoredLanguage(): LanguageCode {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : config.defaultLanguage;
}

// ---------------------------------------------------------------- units

/** Clears the session, its storage, the HTTP cache and every user store; closes the push channel. */
export const signedOut = createEvent();
export const languageChanged = createEvent<LanguageCode>();
/** The signed-in user changed (profile saved, user reloaded). */
export const userUpdated = createEvent<User>();

export const signInFx = createEffect<SignInParams, AuthResponse>((params) =>
  // silent: the sign-in page shows the error itself.
  http.post<AuthResponse>(AuthRoutes.signIn, params, { silent: true }),
);

export const $session = createStore<Session | null>(readStoredSession(), { skipVoid: false });

/** Sign in again with the stored token (page reload). Resolves null when there is nothing to restore. */
export const restoreSessionFx = attach({
  source: $session,
  effect: createEffect<Session | null, AuthResponse | null>(async (session) => {
    if (!session) return null;
    return http.post<AuthResponse>(AuthRoutes.signInWithToken, { accessToken: session.token }, { silent: true });
  }),
});

export const signOutFx = createEffect<void, void>(() => undefined);

/** GET api/common/user: the signed-in user as the server has it now. */
export const fetchUserFx = createEffect<void, User>(() => http.get<User>(UserRoutes.base));

/**
 * The signed-in user's own password change: the BFF ends every session of the account, this one included, and
 * answers a token of the new one, which replaces the session's token (other tabs and devices are signed out).
 */
export const changePasswordFx = createEffect<{ currentPassword: string; newPassword: string }, AuthResponse>((body) =>
  http.post<AuthResponse>(UserRoutes.changePassword, body, { silent: true }));

/**
 * "Sign out the others" (profile): every other session of the account ends; this one goes on with the new token the
 * server answers.
 */
export const signOutOthersFx = createEffect<void, AuthResponse>(() => http.post<AuthResponse>(UserRoutes.signOutOthers, {}, { silent: true }));

/** Side effects of leaving: socket, HTTP cache. */
export const signedOutCleanupFx = createEffect<void, void>(() => {
  disconnectSocket();
  clearHttpCache();
});
export const connectSocketFx = createEffect<string, void>(async (token) => {
  await openSocket(token);
});
export const persistSessionFx = createEffect<Session | null, void>((session) => {
  const s = storage();
  if (!s) return;
  if (session) s.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else s.removeItem(SESSION_STORAGE_KEY);
});
export const persistLanguageFx = createEffect<LanguageCode, void>((code) => {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, code);
});

$session
  .on([signInFx.doneData], (_, res) => ({ user: res.user, token: res.accessToken }))
  .on(restoreSessionFx.doneData, (current, res) => (res ? { user: res.user, token: res.accessToken } : current))
  .on([changePasswordFx.doneData, signOutOthersFx.doneData], (current, res) => (current ? { user: res.user, token: res.accessToken } : current))
  .on([fetchUserFx.doneData, userUpdated], (current, user) => (current ? { ...current, user } : current))
  // Not .reset(): the default state is the session read from storage at page load, so a reset would keep it.
  .on(signedOut, () => null);

// A refused token ends the session; a network failure keeps it for a retry.
sample({
  clock: restoreSessionFx.failData,
  filter: (error) => isApiError(error) && (error.status === 401 || error.status === 403),
  target: signedOut,
});
sample({ clock: signOutFx.done, target: signedOut });
// The server closes the sockets of a session it ended: asking for the user answers 401 then, which signs out.
// A password change closes this tab's socket too, before its answer (the new token) arrives: that one is expected.
sample({
  clock: socketClosedByServer,
  source: { session: $session, changing: combine(changePasswordFx.pending, signOutOthersFx.pending, (a, b) => a || b) },
  filter: ({ session, changing }) => session !== null && !changing,
  fn: () => undefined,
  target: fetchUserFx,
});
sample({ clock: signedOut, target: signedOutCleanupFx });
sample({ clock: $session.updates, target: persistSessionFx });
sample({
  clock: [signInFx.doneData, restoreSessionFx.doneData, changePasswordFx.doneData, signOutOthersFx.doneData],
  filter: (res): res is AuthResponse => res !== null,
  fn: (res: AuthResponse) => res.accessToken,
  target: connectSocketFx,
});

// Profile pushes keep the display name live in every tab.
const isProfileUpdated = isEventOf<EventOfType<AuthEvent, typeof AuthEvents.profileUpdated>>([AuthEvents.profileUpdated]);
sample({
  clock: pushReceived.filterMap((event) => (isProfileUpdated(event) ? event : undefined)),
  source: $session,
  filter: (session, event) => !!session && event.data.userId === session.user.id,
  fn: (session, event) => {
    const { changes } = event.data;
    const user = session!.user;
    const next: User = { ...user, ...changes, userDetails: { ...user.userDetails, ...(changes.userDetails ?? {}) } };
    return next;
  },
  target: userUpdated,
});

// An administrator changed this account (its codes, role, names): its tabs read it again, so the menu and the pages
// it may open follow at once instead of after a reload (the push carries only the account's id).
sample({
  clock: pushReceived.filterMap((event) => (event.type === AccountEvents.updated && isRecord(event.data) ? event.data : undefined)),
  source: $session,
  filter: (session, data) => !!session && data.userId === session.user.id,
  fn: () => undefined,
  target: fetchUserFx,
});

export const $user = $session.map((s) => s?.user ?? null, { skipVoid: false });
export const $token = $session.map((s) => s?.token ?? null, { skipVoid: false });
export const $isAuthenticated = $session.map((s) => s !== null);
export const $permissions = $session.map((s): readonly PermissionCode[] => s?.user.permissions ?? []);
export const $role = $session.map((s) => s?.user.role ?? null, { skipVoid: false });
/** The account's kind; a session stored before the field existed reads as a customer (the narrowest). */
export const $kind = $session.map((s): UserKind => s?.user.kind ?? 'customer');
/** What isAllowed() needs. */
export const $grant = combine($permissions, $role, $kind, (permissions, role, kind): Grant => ({ permissions, role: role ?? -1, kind }));
/** Notifications are for READ_WALL or ALL_FUNCTIONS. */
export const $canSeeNotifications = $permissions.map((p) =>
  hasAny({ permissions: p }, Permission.READ_WALL, Permission.ALL_FUNCTIONS),
);

export const $language = createStore<LanguageCode>(readStoredLanguage()).on(languageChanged, (current, code) =>
  isLanguage(code) ? code : current,
);
sample({ clock: $language.updates, target: persistLanguageFx });

/**
 * Display name in the chosen language: firstNameKh lastNameKh for 'km', firstNameEn lastNameEn otherwise. Not textIn:
 * without names in the reader's language the account's name (then its e-mail) shows, not the other language's names.
 */
export function displayNameOf(user: User | null, language: LanguageCode): string {
  if (!user) return '';
  const d = user.userDetails;
  const parts = isKhmer(language) ? [d?.firstNameKh, d?.lastNameKh] : [d?.firstNameEn, d?.lastNameEn];
  const name = parts.filter((p) => p && p.trim()).join(' ');
  return name || user.name || user.email;
}

export const $displayName = combine($user, $language, displayNameOf);

/**
 * The zone every time is shown in: the profile's, Asia/Phnom_Penh by default (issue 15 point 5). The date module
 * reads it when it formats; screens that show times subscribe to it so a change redraws them.
 */
export const $timeZone = $user.map((user) => timeZoneOf(user));
setDisplayZone($timeZone.getState());
$timeZone.watch(setDisplayZone);


/** The interface follows the language the profile keeps, on sign-in and when another tab or device changes it. */
sample({
  clock: [signInFx.doneData, userUpdated],
  source: $language,
  filter: (current, user) => {
    const language = ('user' in user ? user.user : user).language;
    return !!language && isLanguage(language) && language !== current;
  },
  fn: (current, user) => {
    const language = ('user' in user ? user.user : user).language;
    return isLanguage(language) ? language : current;
  },
  target: languageChanged,
});

/** The HTTP layer reads the token and reports 401s through these hooks (no import cycle). Runs on import. */
export function wireHttpToSession(): void {
  configureHttp({
    getToken: () => $session.getState()?.token ?? null,
    onUnauthorized: () => signedOut(),
  });
}
wireHttpToSession();
