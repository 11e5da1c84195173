import { NavLink, useLocation } from 'react-router-dom';
import type { NavigationItem } from '@cis/contracts';
import { containsActive, withoutHidden } from './navigation.logic';
import { NavBadge, NavIcon, useNavTitle } from './NavItemParts';
import { FlyoutList } from './VerticalNavigation';

/**
 * The compact menu: each top item is an icon with its title below; groups and collapsable items open their
 * children in a flyout beside the bar.
 */
export function CompactNavigation({ items, onNavigate }: { items: readonly NavigationItem[]; onNavigate?: () => void }) {
  const visible = withoutHidden(items);
  const title = useNavTitle();
  const { pathname } = useLocation();
  return (
    <nav className="cnav" data-testid="navigation" data-nav-layout="compact">
      <ul role="list">
        {visible.map((item) => {
          if (item.type === 'divider') return <li key={item.id} className="cnav-divider" role="separator" />;
          const hasChildren = (item.children?.length ?? 0) > 0;
          if (!hasChildren && item.link) {
            return (
              <li key={item.id} data-nav-id={item.id} className="cnav-item">
                <NavLink to={item.link} className={({ isActive }) => `cnav-tile ${isActive ? 'is-active' : ''}`} onClick={onNavigate}>
                  <NavIcon item={item} />
                  <span className="cnav-title">{title(item)}</span>
                  <NavBadge item={item} />
                </NavLink>
              </li>
            );
          }
          return (
            <li key={item.id} data-nav-id={item.id} className="cnav-item has-flyout">
              <button type="button" className={`cnav-tile ${containsActive(item, pathname) ? 'is-active' : ''}`} aria-haspopup="menu">
                <NavIcon item={{ ...item, icon: item.icon ?? 'pi pi-th-large' }} />
                <span className="cnav-title">{title(item)}</span>
                <NavBadge item={item} />
              </button>
              <div className="vnav-flyout" role="menu">
                <div className="vnav-flyout-title">{title(item)}</div>
                <FlyoutList items={item.children ?? []} onNavigate={onNavigate} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
