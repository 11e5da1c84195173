import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Sidebar } from 'primereact/sidebar';
import type { Navigation } from '@cis/contracts';
import { $visibleNavigation } from '../../stores/navigation';
import { $displayName, $user } from '../../stores/session';
import { APP_VERSION } from '../../lib/config';
import { $navigationDrawerOpen, navigationDrawerToggled } from '../shell.state';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { UpdateBanner } from '../UpdateBanner';
import { MaintenanceBanner } from '../MaintenanceBanner';
import { ShellAlerts } from '../alerts/ShellAlerts';
import { QuickChat } from '../chat/QuickChat';
import { UserAvatar } from '../topbar/UserAvatar';

const EMPTY_NAV: Navigation = { compact: [], default: [], futuristic: [], horizontal: [] };

export function useNavigation(): Navigation {
  return useUnit($visibleNavigation) ?? EMPTY_NAV;
}

export function Logo({ withName = true, className = '' }: { withName?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/dashboards" className={`logo ${className}`} aria-label={t('app.home')}>
      <img src="/assets/images/logo.svg" alt="" width={32} height={32} />
      {withName && <span className="logo-name">{t('app.name')}</span>}
    </Link>
  );
}

export function AppVersion() {
  const { t } = useTranslation();
  return (
    <span className="app-version" data-testid="app-version" title={t('label.text.appVersion')}>
      v{APP_VERSION}
    </span>
  );
}

export function MenuToggle({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-btn" onClick={onClick} aria-label={label ?? t('label.action.toggleNavigation')} data-testid="menu-toggle">
      <i className="pi pi-bars" aria-hidden="true" />
    </button>
  );
}

/** Small screens: the vertical menu slides over the page. */
export function NavigationDrawer() {
  const { t } = useTranslation();
  const open = useUnit($navigationDrawerOpen);
  const nav = useNavigation();
  return (
    <Sidebar
      visible={open}
      onHide={() => navigationDrawerToggled(false)}
      className="nav-drawer"
      showCloseIcon={false}
      ariaCloseLabel={t('label.action.close')}
      blockScroll
    >
      <div className="nav-drawer-head">
        <Logo />
      </div>
      <VerticalNavigation items={nav.default} onNavigate={() => navigationDrawerToggled(false)} ariaLabel={t('label.text.mainMenu')} />
    </Sidebar>
  );
}

export function UserCard({ compact = false }: { compact?: boolean }) {
  const [name, user] = useUnit([$displayName, $user]);
  return (
    <div className={`user-card ${compact ? 'is-compact' : ''}`}>
      <UserAvatar size={compact ? 'normal' : 'xlarge'} />
      {!compact && (
        <div className="user-card-text">
          <div className="user-card-name" data-testid="user-card-name">{name}</div>
          <div className="user-card-email">{user?.email}</div>
        </div>
      )}
    </div>
  );
}

/** What every main layout shows under its chrome: banner, alerts, the routed page; the quick chat beside it. */
export function ShellBody({ footer }: { footer?: ReactNode }) {
  return (
    <>
      <div className="shell-body">
        <UpdateBanner />
        <MaintenanceBanner />
        <ShellAlerts />
        <main className="shell-content" id="main-content">
          <Outlet />
        </main>
        {footer}
      </div>
      <QuickChat />
    </>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer" data-testid="footer">
      {t('label.text.footer', { year: new Date().getFullYear() })}
    </footer>
  );
}
