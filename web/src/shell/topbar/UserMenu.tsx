import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { OverlayPanel } from 'primereact/overlaypanel';
import { $displayName, $user } from '../../stores/session';
import { APP_VERSION } from '../../lib/config';
import { settingsToggled } from '../shell.state';
import { UserAvatar } from './UserAvatar';
import './topbar-popup.css';
import './popup-menu.css';
import './user-menu.css';

/** Avatar button: who is signed in, profile, appearance settings, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const [user, name] = useUnit([$user, $displayName]);
  const panel = useRef<OverlayPanel>(null);
  const close = () => panel.current?.hide();
  return (
    <>
      <button
        type="button"
        className="user-btn"
        onClick={(e) => panel.current?.toggle(e)}
        // The visible name first (WCAG 2.5.3 label in name: a voice user says what they see).
        aria-label={`${name}, ${t('label.text.userMenu')}`}
        aria-haspopup="menu"
        data-testid="user-menu"
      >
        <UserAvatar />
        <span className="user-btn-name" data-testid="display-name">{name}</span>
      </button>
      <OverlayPanel ref={panel} className="topbar-popup popup-menu user-popup">
        <div className="user-popup-head">
          <div className="muted small">{t('label.text.signedInAs')}</div>
          <div className="user-popup-name">{name}</div>
          <div className="muted small">{user?.email}</div>
        </div>
        <div role="menu">
          <Link role="menuitem" className="popup-menu-item" to="/profile" onClick={close}>
            <i className="pi pi-user" aria-hidden="true" />
            <span>{t('label.menu.profile')}</span>
          </Link>
          <button
            type="button"
            role="menuitem"
            className="popup-menu-item"
            onClick={() => {
              close();
              settingsToggled(true);
            }}
            data-testid="open-settings"
          >
            <i className="pi pi-palette" aria-hidden="true" />
            <span>{t('settings.title')}</span>
          </button>
          <Link role="menuitem" className="popup-menu-item" to="/unlock-session" onClick={close}>
            <i className="pi pi-lock" aria-hidden="true" />
            <span>{t('auth.unlockSession.lockAction')}</span>
          </Link>
          <div className="popup-menu-divider" role="separator" />
          <Link role="menuitem" className="popup-menu-item" to="/sign-out" onClick={close} data-testid="sign-out">
            <i className="pi pi-sign-out" aria-hidden="true" />
            <span>{t('label.action.signOut')}</span>
          </Link>
        </div>
        <div className="user-popup-foot muted small">
          {t('label.text.version')} {APP_VERSION}
        </div>
      </OverlayPanel>
    </>
  );
}
