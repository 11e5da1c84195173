import { flagEmoji } from './contacts.logic';

let flagEmojiSupport: boolean | null = null;

/**
 * Whether this system draws flag emoji in colour. Windows and many Linux desktops have no flag glyphs and draw
 * two grey letters instead; there the ISO code in a small badge reads better than broken boxes.
 */
export function canDrawFlagEmoji(): boolean {
  if (flagEmojiSupport !== null) return flagEmojiSupport;
  flagEmojiSupport = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (ctx) {
      ctx.textBaseline = 'top';
      ctx.font = '20px sans-serif';
      ctx.fillText(flagEmoji('kh'), 0, 0);
      const pixels = ctx.getImageData(0, 0, 24, 24).data;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
        if (a > 0 && (Math.abs(r - g) > 30 || Math.abs(g - b) > 30)) {
          flagEmojiSupport = true;
          break;
        }
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): the badge it is.
  }
  return flagEmojiSupport;
}

/** A country's flag: the emoji where the system draws it, else its ISO code in a badge. */
export function CountryFlag({ iso }: { iso: string }) {
  if (canDrawFlagEmoji()) return <span className="ct-flag" aria-hidden="true">{flagEmoji(iso)}</span>;
  return <span className="ct-flag-code" aria-hidden="true">{iso.toUpperCase()}</span>;
}
