/**
 * The mailed link carries the token in the fragment (`/reset-password#token=...`), which browsers never send to a
 * server, so it stays out of request logs and Referer headers. Links mailed before that carry it in the query string.
 */
export function resetTokenOf(location: { hash: string; search: string }): string {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(location.search).get('token') ?? '';
}
