import {
  AuthRoutes,
  POSITION_HEADER, TENANT_HEADER,
  catalogueEntryFor,
  errorDetailFor,
  type ErrorDetail,
  type ErrorEnvelopeAsRead,
  type ErrorParams,
  type FieldError,
} from '@cis/contracts';
import { knownPosition, notePosition } from './position';
import { config } from './config';
import { alertRaised, REQUIRED_ALERT_TYPE, requestFinished, requestStarted } from './http-signals';

/** Where GET answers may be kept: memory only (true), or memory plus local or session storage. */
export type CacheMode = boolean | 'local' | 'session';

export interface RequestOptions {
  /** GET only: answer from the cache when present, store the answer otherwise. */
  cache?: CacheMode;
  /** GET only: ignore a cached answer and fetch again (the new answer replaces it). */
  refresh?: boolean;
  /** No alert on failure (the caller shows the error itself). A 401 still signs out. */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The one storage key of the persisted GET cache (spec 000 s9: "HTTP cache storage key is fixed"). */
export const HTTP_CACHE_STORAGE_KEY = 'cis.http-cache';
/** Requests whose URL contains this do not move the loading bar. */
export const NO_LOADING_MARKER = 'walldetail';
/** Requests that obtain a token never carry an Authorization header. */
export const TOKEN_REQUEST_PATHS: readonly string[] = [AuthRoutes.signIn, 'oauth/token'];

/**
 * A failed request, mapped through the error catalogue (spec 000 s8): `type` is the catalogue's (every status but
 * 400/401/403/404/500 is 'Unknown Error'), `message` the text the message rules choose, and `detail` that text with
 * the server's code, which screens translate with translateError (shell/alerts/translate).
 */
export class ApiError extends Error {
  readonly status: number;
  /** Catalogue type, e.g. 'Bad Request'. */
  readonly type: string;
  /** The error envelope the server answered, when it answered one (its fields that have their type). */
  readonly envelope: ErrorEnvelopeAsRead | null;
  /** The chosen message with its code and parameters (and the field, when it is a field's). */
  readonly detail: ErrorDetail;

  constructor(status: number, type: string, detail: ErrorDetail | string, envelope: ErrorEnvelopeAsRead | null) {
    const d = typeof detail === 'string' ? { message: detail } : detail;
    super(d.message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.envelope = envelope;
    this.detail = d;
  }

  /** Names of the invalid fields of a 400 answer, each once (a field that broke two rules has two entries). */
  get fields(): string[] {
    return [...new Set((this.envelope?.errors ?? []).flatMap((e) => (e.field === undefined ? [] : [e.field])))];
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export interface HttpHooks {
  /** The stored access token, or null when signed out. */
  getToken: () => string | null;
  /** Called on every 401 answer. */
  onUnauthorized: () => void;
  fetch: FetchLike | null;
}

const defaultHooks = (): HttpHooks => ({ getToken: () => null, onUnauthorized: () => undefined, fetch: null });
const hooks: HttpHooks = defaultHooks();

/** Wire the layer to the session (done by stores/session) or inject a fetch (tests). */
export function configureHttp(patch: Partial<HttpHooks>): void {
  Object.assign(hooks, patch);
}

export function resetHttp(): void {
  Object.assign(hooks, defaultHooks());
  clearHttpCache();
}

// ---------------------------------------------------------------- URLs and headers

function pathOf(url: string): string {
  return url.split(/[?#]/)[0];
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** The URL actually requested: the configured base prefixed, except for .svg files and absolute URLs. */
export function resolveUrl(url: string): string {
  if (isAbsolute(url) || pathOf(url).toLowerCase().endsWith('.svg')) return url;
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  return `${base}/${url.replace(/^\/+/, '')}`;
}

export function isTokenRequest(url: string): boolean {
  const path = pathOf(url).replace(/^\/+/, '');
  return TOKEN_REQUEST_PATHS.some((p) => path === p || path.endsWith(`/${p}`));
}

export function authorizationFor(url: string): string | null {
  const token = hooks.getToken();
  if (!token || isTokenRequest(url)) return null;
  return `${config.oauth ? 'Bearer' : 'Basic'} ${token}`;
}

/** Append query parameters (undefined and null values skipped). */
export function withQuery(url: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

// ---------------------------------------------------------------- GET cache

const memoryCache = new Map<string, unknown>();

function storageFor(mode: CacheMode | undefined): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    if (mode === 'local') return window.localStorage;
    if (mode === 'session') return window.sessionStorage;
  } catch {
    return null;
  }
  return null;
}

/** A plain object read from storage (api/ is the lowest layer: lib's isRecord is not importable here). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readStorage(storage: Storage): Record<string, unknown> {
  try {
    const raw = storage.getItem(HTTP_CACHE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function cacheRead(key: string, mode: CacheMode): { hit: boolean; value?: unknown } {
  if (memoryCache.has(key)) return { hit: true, value: memoryCache.get(key) };
  const storage = storageFor(mode);
  if (storage) {
    const all = readStorage(storage);
    if (Object.prototype.hasOwnProperty.call(all, key)) {
      memoryCache.set(key, all[key]);
      return { hit: true, value: all[key] };
    }
  }
  return { hit: false };
}

function cacheWrite(key: string, mode: CacheMode, value: unknown): void {
  memoryCache.set(key, value);
  const storage = storageFor(mode);
  if (!storage) return;
  try {
    storage.setItem(HTTP_CACHE_STORAGE_KEY, JSON.stringify({ ...readStorage(storage), [key]: value }));
  } catch {
    // Storage full or unavailable: the memory copy still serves this page.
  }
}

/** Forget every cached GET answer (memory, localStorage and sessionStorage). */
export function clearHttpCache(): void {
  memoryCache.clear();
  for (const mode of ['local', 'session'] as const) {
    try {
      storageFor(mode)?.removeItem(HTTP_CACHE_STORAGE_KEY);
    } catch {
      // ignore
    }
  }
}

// ---------------------------------------------------------------- errors

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** A refusal's parameters as read: those that are text or numbers. */
function paramsOf(value: Record<string, unknown>): ErrorParams {
  const params: ErrorParams = {};
  for (const [name, param] of Object.entries(value)) if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  return params;
}

/** One field error as read: the fields that have their type (an entry that is not an object has none). */
function fieldErrorOf(entry: unknown): Partial<FieldError> {
  if (!isRecord(entry)) return {};
  const { field, code, params, userMessage, developerMessage } = entry;
  return {
    ...(typeof field === 'string' && { field }),
    ...(typeof code === 'string' && { code }),
    ...(isRecord(params) && { params: paramsOf(params) }),
    ...(typeof userMessage === 'string' && { userMessage }),
    ...(typeof developerMessage === 'string' && { developerMessage }),
  };
}

/**
 * The error envelope of a failed answer, read field by field: a field is kept when it has the contracts' type, any
 * may be missing (ErrorEnvelopeAsRead: a proxy or an OAuth server sends only some); null when the body is no object.
 */
export function envelopeOf(body: unknown): ErrorEnvelopeAsRead | null {
  if (!isRecord(body)) return null;
  const { status, error, developerMessage, code, params, errors, details, errorsOmitted, error_description: description } = body;
  return {
    ...(typeof status === 'number' && { status }),
    ...(typeof error === 'string' && { error }),
    ...(typeof developerMessage === 'string' && { developerMessage }),
    ...(typeof code === 'string' && { code }),
    ...(isRecord(params) && { params: paramsOf(params) }),
    ...(Array.isArray(errors) && { errors: errors.map(fieldErrorOf) }),
    ...(isRecord(details) && { details }),
    ...(typeof errorsOmitted === 'number' && { errorsOmitted }),
    ...(typeof description === 'string' && { error_description: description }),
  };
}

/** Turn a failed answer into an ApiError using the catalogue and the message choice rules. */
export function toApiError(status: number, body: unknown): ApiError {
  const envelope = envelopeOf(body);
  const entry = catalogueEntryFor(status, envelope?.developerMessage);
  return new ApiError(status, entry.type, errorDetailFor(status, envelope), envelope);
}

/**
 * Raise the alert a failure deserves: 400 with field errors -> the invalid-fields list (each field once), otherwise
 * the system alert, carrying the code the shell translates.
 */
export function alertFor(error: ApiError): void {
  if (error.status === 400 && error.fields.length > 0) {
    alertRaised({ type: REQUIRED_ALERT_TYPE, message: error.message, fields: error.fields, title: error.type });
  } else {
    alertRaised({ type: 'error', ...error.detail, title: error.type });
  }
}

// ---------------------------------------------------------------- requests

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function request<T>(method: Method, url: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const finalUrl = resolveUrl(url);
  const cacheMode = method === 'GET' ? opts.cache : undefined;
  if (cacheMode && !opts.refresh) {
    const cached = cacheRead(finalUrl, cacheMode);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the BFF's JSON as the @cis/contracts type the caller names (the wire's one unchecked boundary, docs/decisions.md)
    if (cached.hit) return cached.value as T;
  }

  const headers: Record<string, string> = { Accept: 'application/json', [TENANT_HEADER]: config.tenant, ...opts.headers };
  const authorization = authorizationFor(url);
  if (authorization) headers.Authorization = authorization;
  // Read-your-writes across instances: the highest log position this client knows of (api/position.ts).
  if (knownPosition() > 0) headers[POSITION_HEADER] = String(knownPosition());
  const init: RequestInit = { method, headers, signal: opts.signal };
  if (body !== undefined) {
    if (typeof FormData !== 'undefined' && body instanceof FormData) init.body = body;
    else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }

  const counted = !finalUrl.includes(NO_LOADING_MARKER);
  if (counted) requestStarted();
  try {
    const doFetch: FetchLike = hooks.fetch ?? ((input, i) => globalThis.fetch(input, i));
    let res: Response;
    try {
      res = await doFetch(finalUrl, init);
    } catch (networkError) {
      if (typeof networkError === 'object' && networkError !== null && 'name' in networkError && networkError.name === 'AbortError') throw networkError;
      throw toApiError(0, null);
    }
    notePosition(Number(res.headers?.get?.(POSITION_HEADER) ?? NaN));
    const body = await readBody(res);
    if (!res.ok) throw toApiError(res.status, body);
    if (cacheMode) cacheWrite(finalUrl, cacheMode, body);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the BFF's JSON as the @cis/contracts type the caller names (the wire's one unchecked boundary, docs/decisions.md)
    return body as T;
  } catch (e) {
    if (e instanceof ApiError) {
      // A credential check (sign-in, unlock) carries no session: its 401 means a wrong password, not a dead session.
      // A 401 to a token that is no longer the session's (a request sent just before a password change or "sign out
      // the others" renewed this tab's token) says nothing about the session now.
      if (e.status === 401 && !isTokenRequest(url) && authorizationFor(url) === authorization) hooks.onUnauthorized();
      if (!opts.silent) alertFor(e);
    }
    throw e;
  } finally {
    if (counted) requestFinished();
  }
}

export const http = {
  get: <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, undefined, opts),
  post: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', url, body, opts),
  patch: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', url, body, opts),
  put: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', url, body, opts),
  delete: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', url, body, opts),
};

/**
 * A file the API answers (a client's document): fetched with the session's credentials, as a Blob, so the page can
 * save it; never opened in the page. Errors go through the shell's alert like any other request.
 */
export async function fetchBlob(url: string): Promise<Blob> {
  const headers: Record<string, string> = { [TENANT_HEADER]: config.tenant };
  const authorization = authorizationFor(url);
  if (authorization) headers.Authorization = authorization;
  const res = await (hooks.fetch ?? ((input, i) => globalThis.fetch(input, i)))(resolveUrl(url), { headers });
  if (!res.ok) {
    const error = toApiError(res.status, await readBody(res));
    alertFor(error);
    throw error;
  }
  return res.blob();
}
