/**
 * Jest stand-in for features/contacts/flag-urls.ts, which uses Vite's import.meta.glob (Jest cannot run it): every
 * code has a flag at a predictable URL. Tests that need a missing flag still mock the module themselves.
 */
export function flagUrl(iso: string): string | undefined {
  return `/assets/flags/${iso.toLowerCase()}.svg`;
}
