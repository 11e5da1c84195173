import { useUnit } from 'effector-react';
import { config } from '../../api/config';
import { $displayName, $user } from '../../stores/session';

/** A picture the portal stores is served by the API (its base may be another origin); others are used as they are. */
export function avatarSrc(avatar: string): string {
  return avatar.startsWith('/api/') ? `${config.apiBaseUrl}${avatar}` : avatar;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = Array.from(parts[0])[0] ?? '';
  const last = parts.length > 1 ? Array.from(parts[parts.length - 1])[0] ?? '' : '';
  return (first + last).toUpperCase();
}

/** The signed-in user's picture, or their initials, with their status dot. */
export function UserAvatar({ size = 'normal' }: { size?: 'normal' | 'large' | 'xlarge' }) {
  const [user, name] = useUnit([$user, $displayName]);
  return (
    <span className={`avatar avatar-${size} avatar-self`} aria-hidden="true">
      {user?.avatar ? <img src={avatarSrc(user.avatar)} alt="" /> : <span className="avatar-initials">{initialsOf(name)}</span>}
      {user && <span className={`avatar-status status-${user.status}`} />}
    </span>
  );
}
