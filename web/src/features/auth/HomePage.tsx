import { useTranslation } from 'react-i18next';
import { AuthShell } from './AuthShell';
import { SignInForm } from './SignInForm';

/** 'home-page': the sign-in landing page unauthenticated visitors are sent to (optional redirectURL). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <AuthShell wide>
      <h1 className="auth-title" data-testid="landing-title">{t('auth.landing.heading')}</h1>
      <p className="auth-subtitle muted">{t('auth.landing.subtitle')}</p>
      <SignInForm />
    </AuthShell>
  );
}
