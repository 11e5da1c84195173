/** The number of avatar colours (layouts.css: .avatar-hue-0 … .avatar-hue-9). */
export const AVATAR_HUES = 10;

/**
 * A person's avatar colour, the same on every screen and every visit: picked from their id (FNV-1a), so two people
 * with the same initials ("SC") are told apart by colour, and the tooltip gives the full name.
 */
export function avatarHue(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % AVATAR_HUES;
}

export const avatarHueClass = (key: string): string => `avatar-hue-${avatarHue(key)}`;
