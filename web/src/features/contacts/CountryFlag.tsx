import { flagUrl } from './flag-urls';

/**
 * A country's flag as an SVG picture (flag-icons), the same on every system: flag emoji are missing on Windows and
 * in many Linux Chromium builds. `loading="lazy"` plus the picker's virtual scroller keep the downloads to the flags
 * on screen. A code without a flag falls back to the ISO code in a badge.
 */
export function CountryFlag({ iso, name }: { iso: string; name?: string }) {
  const src = flagUrl(iso);
  if (src) {
    return (
      <img
        className="ct-flag"
        src={src}
        alt={name ?? ''}
        aria-hidden={name ? undefined : true}
        width={20}
        height={15}
        loading="lazy"
        decoding="async"
        data-iso={iso.toLowerCase()}
      />
    );
  }
  return <span className="ct-flag-code" aria-hidden="true">{iso.toUpperCase()}</span>;
}
