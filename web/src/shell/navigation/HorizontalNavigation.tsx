import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@cis/contracts';
import { containsActive, fitCount, withoutHidden } from './navigation.logic';
import { NavBadge, NavIcon, useNavTitle } from './NavItemParts';
import { FlyoutList } from './VerticalNavigation';

const MORE_ID = '__more';

/**
 * The horizontal menu: top items in one row; groups and collapsable items open a dropdown (hover, focus or click).
 * Items that do not fit the row (long Khmer labels, narrow windows) move into a 'More' dropdown instead of wrapping
 * or pushing the top bar's tools off screen.
 */
export function HorizontalNavigation({ items }: { items: readonly NavigationItem[] }) {
  const { t, i18n } = useTranslation();
  const visible = withoutHidden(items);
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [shown, setShown] = useState(visible.length);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => setOpenId(null), [pathname]);
  useEffect(() => {
    if (!openId) return;
    const close = (e: MouseEvent) => {
      if (ref.current && !(e.target instanceof Node && ref.current.contains(e.target))) setOpenId(null);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpenId(null);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [openId]);

  // Item widths are measured once per set of items and language, while every item is in the row (layout effects
  // run before paint, so that pass is never seen); resizes then only compare the cached widths with the room left.
  // Web fonts (PrimeIcons, Noto Sans Khmer) that arrive later change the widths: measure again then.
  const [fontsLoaded, setFontsLoaded] = useState(0);
  useEffect(() => {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (!fonts) return;
    const again = () => setFontsLoaded((n) => n + 1);
    void fonts.ready.then(again);
    fonts.addEventListener?.('loadingdone', again);
    return () => fonts.removeEventListener?.('loadingdone', again);
  }, []);
  const signature = `${fontsLoaded}|${i18n.language}|${visible.map((i) => `${i.id}:${i.badge?.title ?? ''}`).join('|')}`;
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const widths = useRef<{ signature: string; items: number[] } | null>(null);
  const moreWidth = useRef(0);
  const [room, setRoom] = useState(0);

  useLayoutEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    setRoom(nav.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(nav.clientWidth));
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    if (widths.current?.signature !== signature) {
      if (shown !== visible.length) {
        setShown(visible.length);
        return;
      }
      const cells = Array.from(list.children).slice(0, visible.length);
      widths.current = { signature, items: cells.map((c) => c.getBoundingClientRect().width + gap) };
    }
    if (moreRef.current) moreWidth.current = moreRef.current.getBoundingClientRect().width + gap;
    // Before the More button has been seen, keep room for a generous one.
    const next = fitCount(widths.current.items, room, moreWidth.current || 120);
    if (next !== shown) setShown(next);
    // Measured again whenever what decides the fit changes: the items, the room, the count shown.
  }, [signature, room, shown, visible.length]);

  const inRow = visible.slice(0, shown);
  const overflow = visible.slice(shown);

  return (
    <nav className="hnav" ref={ref} data-testid="navigation" data-nav-layout="horizontal" aria-label={t('label.text.mainMenu')}>
      <ul role="list" className="hnav-list" ref={listRef}>
        {inRow.map((item) => (
          <TopItem key={item.id} item={item} openId={openId} setOpenId={setOpenId} pathname={pathname} />
        ))}
        {overflow.length > 0 && (
          <Dropdown
            id={MORE_ID}
            openId={openId}
            setOpenId={setOpenId}
            active={overflow.some((i) => containsActive(i, pathname))}
            label={t('label.action.more')}
            icon="pi pi-ellipsis-h"
            testId="hnav-more"
            liRef={moreRef}
          >
            <FlyoutList items={overflow} onNavigate={() => setOpenId(null)} />
          </Dropdown>
        )}
      </ul>
    </nav>
  );
}

interface OpenState {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

function TopItem({ item, openId, setOpenId, pathname }: { item: NavigationItem; pathname: string } & OpenState) {
  const title = useNavTitle();
  if (item.type === 'divider') return <li className="hnav-divider" role="separator" />;
  if ((item.children?.length ?? 0) === 0) {
    return (
      <li data-nav-id={item.id}>
        <NavLink to={item.link ?? '#'} className={({ isActive }) => `hnav-item ${isActive ? 'is-active' : ''}`}>
          <NavIcon item={item} />
          <span>{title(item)}</span>
          <NavBadge item={item} />
        </NavLink>
      </li>
    );
  }
  return (
    <Dropdown
      id={item.id}
      openId={openId}
      setOpenId={setOpenId}
      active={containsActive(item, pathname)}
      label={title(item)}
      icon={item.icon ?? 'pi pi-th-large'}
      badge={<NavBadge item={item} />}
    >
      <FlyoutList items={item.children ?? []} onNavigate={() => setOpenId(null)} />
    </Dropdown>
  );
}

function Dropdown({
  id, openId, setOpenId, active, label, icon, badge, testId, liRef, children,
}: OpenState & {
  id: string; active: boolean; label: string; icon: string; badge?: ReactNode; testId?: string; liRef?: Ref<HTMLLIElement>; children: ReactNode;
}) {
  const open = openId === id;
  return (
    <li ref={liRef} data-nav-id={id === MORE_ID ? undefined : id} className={`hnav-parent ${open ? 'is-open' : ''}`} data-testid={testId}>
      <button
        type="button"
        className={`hnav-item ${active ? 'is-active' : ''}`}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpenId(open ? null : id)}
      >
        <NavIcon item={{ id, type: 'basic', title: label, icon }} />
        <span>{label}</span>
        {badge}
        <i className="pi pi-angle-down hnav-caret" aria-hidden="true" />
      </button>
      <div className="hnav-dropdown" role="menu">
        {children}
      </div>
    </li>
  );
}
