import { Avatar } from 'primereact/avatar';
import { initialsOf } from '../../lib/format';
import { avatarSrc } from './contacts.logic';
import { avatarHueClass } from '../../shell/avatar-hue';
import './avatar.css';

/** A person's picture, or their initials when there is none or it does not load. */
export function ContactAvatar({ name, avatar, size = 'large', className, colourKey }: {
  name: string;
  /** What picks the colour (the person's id); the name when not given. */
  colourKey?: string;
  avatar: string | null | undefined;
  size?: 'normal' | 'large' | 'xlarge';
  className?: string;
}) {
  const src = avatarSrc(avatar);
  return (
    <Avatar
      key={src ?? 'none'}
      image={src}
      label={initialsOf(name)}
      shape="circle"
      size={size}
      className={`ct-avatar ${avatarHueClass(colourKey ?? name)} ${className ?? ''}`}
      imageAlt={name}
      aria-label={name}
      title={name}
    />
  );
}
