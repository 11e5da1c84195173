/** Query parameters whose values are secrets (a password reset token, an access token ...): never written to a log. */
const SECRET_PARAM = /(token|password|secret|key|code|signature|hash)/i;
export const REDACTED = '[Redacted]';

/**
 * The URL as the request log may show it: the values of secret-looking query parameters replaced. A reset link now
 * carries its token in the fragment, which browsers never send; links mailed before (`/reset-password?token=...`) and
 * any other client putting a secret in a query string still reach the server, and the request log is written at Info.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const end = hash === -1 ? url.length : hash;
  const params = url.slice(query + 1, end).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    return equals !== -1 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, query + 1)}${params.join('&')}${url.slice(end)}`;
}

/** A parsed query for the log: secret-looking parameters' values replaced (a copy; the request keeps its own). */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SECRET_PARAM.test(name) ? REDACTED : value]));
}

/** pino-http's request serializer over the standard one: the URL and query without secrets. */
export function redactRequestForLog<T extends { url?: string; query?: unknown }>(serialized: T): T {
  // A copy on the serialized request's own prototype (pino's serializer keeps `raw` there): Object.create answers any.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.create answers any (above)
  const out = Object.create(Object.getPrototypeOf(serialized)) as T;
  Object.assign(out, serialized, { url: redactUrl(serialized.url), ...(serialized.query !== undefined ? { query: redactQuery(serialized.query) } : {}) });
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
