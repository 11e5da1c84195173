import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthShell } from './AuthShell';

export default function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthShell>
      <span className="auth-big-icon icon-badge icon-badge-round"><i className="pi pi-envelope" aria-hidden="true" /></span>
      <h1 className="auth-title">{t('auth.confirmationRequired.heading')}</h1>
      <p className="auth-subtitle">
        {email ? t('auth.confirmationRequired.textWithEmail', { email }) : t('auth.confirmationRequired.text')}
      </p>
      <p className="auth-alt">
        {t('auth.returnTo')} <Link to="/sign-in" className="link">{t('auth.signUp.signInLink')}</Link>
      </p>
    </AuthShell>
  );
}
