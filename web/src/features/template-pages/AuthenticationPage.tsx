import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TemplateFrame } from './TemplateFrame';

const PAGES = [
  { to: '/sign-in', key: 'auth.signIn.title', icon: 'pi pi-sign-in' },
  { to: '/sign-up', key: 'auth.signUp.title', icon: 'pi pi-user-plus' },
  { to: '/forgot-password', key: 'auth.forgotPassword.title', icon: 'pi pi-question-circle' },
  { to: '/reset-password', key: 'auth.resetPassword.title', icon: 'pi pi-key' },
  { to: '/confirmation-required', key: 'auth.confirmationRequired.title', icon: 'pi pi-envelope' },
  { to: '/unlock-session', key: 'auth.unlockSession.title', icon: 'pi pi-lock-open' },
  { to: '/sign-out', key: 'auth.signOut.title', icon: 'pi pi-sign-out' },
];

export default function AuthenticationPage() {
  const { t } = useTranslation();
  return (
    <TemplateFrame icon="pi pi-lock" subtitle={t('template.authentication.subtitle')}>
      <ul className="service-grid card" role="list">
        {PAGES.map((p) => (
          <li key={p.to}>
            <Link className="service-tile outlined-tile" to={p.to}>
              <i className={p.icon} aria-hidden="true" />
              <span>{t(p.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TemplateFrame>
  );
}
