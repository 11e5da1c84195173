import { useUnit } from 'effector-react';
import { $displayName, $user } from '../../stores/session';

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
      {user?.avatar ? <img src={user.avatar} alt="" /> : <span className="avatar-initials">{initialsOf(name)}</span>}
      {user && <span className={`avatar-status status-${user.status}`} />}
    </span>
  );
}
