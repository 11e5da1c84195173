/**
 * Links people store (a message's or notification's link, a shortcut's link) and the shell later follows with
 * `window.location.href`, `window.open` or the router. Only these may be stored or followed:
 * - an in-app path: `/` followed by anything but a second `/` or `\` (`//host` and `/\host` leave the portal);
 * - an absolute `http://`, `https://` or `mailto:` URL.
 * Everything else is refused: `javascript:`, `data:`, `vbscript:`, `file:`, relative paths, and any text carrying a
 * control character, a backslash or surrounding blanks, since browsers strip tabs and newlines out of a URL
 * (`java\tscript:` runs as `javascript:`) and read `\` as `/`.
 */
export const SAFE_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isSafeLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.length === 0 || link.trim() !== link) return false;
  if (CONTROL_OR_BACKSLASH.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return link.length > 'mailto:'.length;
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]+/i.test(link);
  return false;
}

/** The error code and text of a refused link (the envelope's errors[].code). */
export const UNSAFE_LINK = {
  code: 'safeLink',
  message: 'must be an in-app path (/...) or an http, https or mailto link',
} as const;
