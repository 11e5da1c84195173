import { useTranslation } from 'react-i18next';
import { useIsSmall } from '../breakpoints';
import { navigationDrawerToggled } from '../shell.state';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { TopBarActions } from '../topbar/TopBarActions';
import { AppVersion, Footer, Logo, MenuToggle, NavigationDrawer, ShellBody, useNavigation } from './parts';

type HorizontalName = 'modern' | 'enterprise' | 'material' | 'centered';

/**
 * The top-menu layouts. At md and wider the horizontal menu shows; below md a menu button opens the vertical menu
 * sliding over the page.
 */
export function HorizontalLayout({ name }: { name: HorizontalName }) {
  const { t } = useTranslation();
  const small = useIsSmall();
  const nav = useNavigation();
  const toggle = small ? <MenuToggle onClick={() => navigationDrawerToggled()} /> : null;
  const hnav = small ? null : <HorizontalNavigation items={nav.horizontal} />;

  if (name === 'modern') {
    return (
      <div className="layout layout-horizontal layout-modern" data-layout="modern">
        <header className="topbar topbar-modern">
          {toggle}
          <Logo />
          <AppVersion />
          {hnav}
          <div className="topbar-spacer" />
          <TopBarActions />
        </header>
        <ShellBody />
        <NavigationDrawer />
      </div>
    );
  }

  if (name === 'enterprise') {
    return (
      <div className="layout layout-horizontal layout-enterprise" data-layout="enterprise">
        <header className="topbar topbar-enterprise">
          {toggle}
          <Logo />
          <div className="topbar-spacer" />
          <TopBarActions />
        </header>
        {hnav && <div className="navbar-row" aria-label={t('label.text.mainMenu')}>{hnav}</div>}
        <ShellBody />
        <NavigationDrawer />
      </div>
    );
  }

  if (name === 'material') {
    return (
      <div className="layout layout-horizontal layout-material" data-layout="material">
        <div className="material-band" aria-hidden="true" />
        <div className="material-container">
          <div className="material-card">
            <header className="topbar topbar-material">
              {toggle}
              <Logo />
              <div className="topbar-spacer" />
              <TopBarActions />
            </header>
            {hnav && <div className="navbar-row" aria-label={t('label.text.mainMenu')}>{hnav}</div>}
            <ShellBody />
          </div>
        </div>
        <NavigationDrawer />
      </div>
    );
  }

  // centered
  return (
    <div className="layout layout-horizontal layout-centered" data-layout="centered">
      <div className="centered-container">
        <header className="topbar topbar-centered">
          {toggle}
          <Logo />
          {hnav}
          <div className="topbar-spacer" />
          <TopBarActions />
        </header>
        <ShellBody footer={<Footer />} />
      </div>
      <NavigationDrawer />
    </div>
  );
}
