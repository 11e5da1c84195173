import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useIsSmall } from '../breakpoints';
import {
  $denseMenuChoice, $sideMenuFolded, denseMenuMode, denseMenuToggled, navigationDrawerToggled, sideMenuToggled,
} from '../shell.state';
import { VerticalNavigation, type VerticalMode } from '../navigation/VerticalNavigation';
import { CompactNavigation } from '../navigation/CompactNavigation';
import { TopBarActions } from '../topbar/TopBarActions';
import { Logo, MenuToggle, NavigationDrawer, ShellBody, UserCard, useNavigation } from './parts';

type VerticalName = 'classic' | 'classy' | 'compact' | 'dense' | 'futuristic' | 'thin';

/**
 * The side-menu layouts. On small screens (below md) the side bar is replaced by the drawer that slides over the
 * page; on wide screens the menu toggle folds the side bar (dense: switches dense/default).
 */
export function VerticalLayout({ name }: { name: VerticalName }) {
  const { t } = useTranslation();
  const small = useIsSmall();
  const nav = useNavigation();
  const [folded, denseChoice] = useUnit([$sideMenuFolded, $denseMenuChoice]);
  const denseMode = denseMenuMode(denseChoice, small);

  const toggle = () => {
    if (small) navigationDrawerToggled();
    else if (name === 'dense') denseMenuToggled(denseMode === 'dense' ? 'default' : 'dense');
    else sideMenuToggled();
  };

  let mode: VerticalMode = 'default';
  if (name === 'dense') mode = denseMode;
  if (name === 'thin') mode = 'thin';
  if (name === 'futuristic') mode = 'futuristic';

  const side =
    name === 'compact' ? (
      <CompactNavigation items={nav.compact} />
    ) : (
      <VerticalNavigation
        items={name === 'futuristic' ? nav.futuristic : nav.default}
        mode={mode}
        ariaLabel={t('label.text.mainMenu')}
        footer={name === 'futuristic' ? <div className="vnav-footer"><UserCard /></div> : undefined}
      />
    );

  return (
    <div
      className={`layout layout-vertical layout-${name} ${folded && name !== 'dense' ? 'is-folded' : ''} ${name === 'dense' ? `menu-${denseMode}` : ''}`}
      data-layout={name}
    >
      {!small && (
        <aside className="sidebar" aria-label={t('label.text.mainMenu')}>
          <div className="sidebar-head">
            <Logo withName={name !== 'compact' && name !== 'thin' && !(name === 'dense' && denseMode === 'dense')} />
          </div>
          {name === 'classy' && <UserCard />}
          <div className="sidebar-scroll">{side}</div>
        </aside>
      )}
      <div className="layout-main">
        <header className="topbar">
          <MenuToggle onClick={toggle} label={name === 'dense' ? t('label.action.toggleDenseMenu') : undefined} />
          {small && <Logo />}
          <div className="topbar-spacer" />
          <TopBarActions />
        </header>
        <ShellBody />
      </div>
      <NavigationDrawer />
    </div>
  );
}
