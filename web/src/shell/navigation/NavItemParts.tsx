import type { NavigationItem } from '@cis/contracts';
import { useTranslation } from 'react-i18next';
import { humanise } from '../humanise';
import { iconClass } from '../icons';

/** An item's title: a translation key from the server. */
export function useNavTitle(): (item: NavigationItem) => string {
  const { t } = useTranslation();
  return (item) => t(item.title, { defaultValue: humanise(item.title) });
}

export function NavIcon({ item }: { item: NavigationItem }) {
  return <i className={`nav-icon ${iconClass(item.icon)} ${item.classes?.icon ?? ''}`} aria-hidden="true" />;
}

export function NavBadge({ item }: { item: NavigationItem }) {
  if (!item.badge?.title) return null;
  return (
    <span className={`nav-badge ${item.badge.classes ?? ''}`} data-testid={`nav-badge-${item.id}`}>
      {item.badge.title}
    </span>
  );
}
