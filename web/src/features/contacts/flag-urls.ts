/**
 * The flags of flag-icons (MIT, SVG, 4:3), one file each, by lower-case ISO 3166 code. Every file is emitted on its
 * own and never inlined (`?no-inline`), so only this map of URLs is in the bundle and the browser downloads just
 * the flags a screen shows. Kept apart from the component because Jest cannot run `import.meta` (tests mock it).
 */
const files = import.meta.glob<string>('@flag-icons/flags/4x3/*.svg', { eager: true, query: '?no-inline', import: 'default' });

const byIso = new Map<string, string>(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The URL of a country's flag, or undefined when flag-icons has none for that code. */
export function flagUrl(iso: string): string | undefined {
  return byIso.get(iso.toLowerCase());
}
