import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavigationItem } from '@cis/contracts';
import { containsActive, withoutHidden } from './navigation.logic';
import { NavBadge, NavIcon, useNavTitle } from './NavItemParts';

export type VerticalMode = 'default' | 'dense' | 'thin' | 'futuristic';

interface Props {
  items: readonly NavigationItem[];
  mode?: VerticalMode;
  /** Called after a link is followed (closes a drawer). */
  onNavigate?: () => void;
  header?: ReactNode;
  footer?: ReactNode;
  ariaLabel?: string;
}

/**
 * The vertical menu (navigation layouts 'default' and 'futuristic'; the dense and thin layouts show its icon-only
 * forms). Groups show a heading, collapsable items open and close (open by default when they hold the current page),
 * hidden items are left out.
 */
export function VerticalNavigation({ items, mode = 'default', onNavigate, header, footer, ariaLabel }: Props) {
  const visible = withoutHidden(items);
  return (
    <nav className={`vnav vnav-${mode}`} aria-label={ariaLabel} data-testid="navigation" data-nav-layout={mode === 'futuristic' ? 'futuristic' : 'default'}>
      {header}
      <ul className="vnav-list" role="list">
        {visible.map((item) => (
          <VerticalItem key={item.id} item={item} depth={0} onNavigate={onNavigate} />
        ))}
      </ul>
      {footer}
    </nav>
  );
}

function VerticalItem({ item, depth, onNavigate }: { item: NavigationItem; depth: number; onNavigate?: () => void }) {
  const title = useNavTitle();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsActive(item, pathname));
  const children = item.children ?? [];

  if (item.type === 'divider') return <li className="vnav-divider" role="separator" />;

  if (item.type === 'group') {
    return (
      <li className={`vnav-group ${item.classes?.wrapper ?? ''}`} data-nav-id={item.id}>
        <div className="vnav-group-title">
          <span>{title(item)}</span>
          {item.subtitle && <small>{item.subtitle}</small>}
          <NavBadge item={item} />
        </div>
        <ul role="list">
          {children.map((c) => (
            <VerticalItem key={c.id} item={c} depth={depth} onNavigate={onNavigate} />
          ))}
        </ul>
      </li>
    );
  }

  if (item.type === 'collapsable' || item.type === 'aside') {
    const active = containsActive(item, pathname);
    return (
      <li className={`vnav-collapsable ${open ? 'is-open' : ''} ${active ? 'is-active-parent' : ''}`} data-nav-id={item.id}>
        <button
          type="button"
          className="vnav-row"
          style={{ paddingInlineStart: `${1 + depth * 1.25}rem` }}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          title={title(item)}
        >
          <NavIcon item={item} />
          <span className="vnav-title">{title(item)}</span>
          <NavBadge item={item} />
          <i className="pi pi-chevron-right vnav-chevron" aria-hidden="true" />
        </button>
        <ul className="vnav-children" role="list" hidden={!open}>
          {children.map((c) => (
            <VerticalItem key={c.id} item={c} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </ul>
        {/* Icon-only menus open children in a flyout. */}
        <div className="vnav-flyout" role="menu">
          <div className="vnav-flyout-title">{title(item)}</div>
          <FlyoutList items={children} onNavigate={onNavigate} />
        </div>
      </li>
    );
  }

  return (
    <li className={`vnav-basic ${item.classes?.wrapper ?? ''}`} data-nav-id={item.id}>
      <NavLink
        to={item.link ?? '#'}
        className={({ isActive }) => `vnav-row ${isActive ? 'is-active' : ''}`}
        style={{ paddingInlineStart: `${1 + depth * 1.25}rem` }}
        onClick={onNavigate}
        title={title(item)}
      >
        <NavIcon item={item} />
        <span className="vnav-title">{title(item)}</span>
        <NavBadge item={item} />
      </NavLink>
    </li>
  );
}

export function FlyoutList({ items, onNavigate }: { items: readonly NavigationItem[]; onNavigate?: () => void }) {
  const title = useNavTitle();
  return (
    <ul role="list" className="flyout-list">
      {items.map((c) =>
        c.type === 'divider' ? (
          <li key={c.id} className="vnav-divider" role="separator" />
        ) : c.children && c.children.length > 0 ? (
          <li key={c.id} className="flyout-section" data-nav-id={c.id}>
            <div className="flyout-section-title">
              {title(c)} <NavBadge item={c} />
            </div>
            <FlyoutList items={c.children} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={c.id} data-nav-id={c.id}>
            <NavLink to={c.link ?? '#'} className={({ isActive }) => `flyout-link ${isActive ? 'is-active' : ''}`} onClick={onNavigate}>
              <NavIcon item={c} />
              <span>{title(c)}</span>
              <NavBadge item={c} />
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
