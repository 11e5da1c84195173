// Its own module: the sign-in page's error texts need it without the navigation's icons and parts.
/** 'label.menu.patentTaxReturn' -> 'Patent tax return' when a key has no translation. */
export function humanise(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
