/**
 * Where a language's translations are served (vite-plugins/translations.ts merges them into /assets/i18n/<code>.json
 * at build time). The version in the query makes a new build's strings bypass the cached ones. Dependency-free: the
 * build imports it too, to preload the default language from index.html.
 */
export function translationUrl(code: string, version: string): string {
  return `/assets/i18n/${code}.json?v=${encodeURIComponent(version)}`;
}
