import { useTranslation } from 'react-i18next';
import { AuthShell } from './AuthShell';
import { SignInForm } from './SignInForm';

export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.signIn.heading')}</h1>
      <p className="auth-subtitle muted">{t('auth.signIn.subtitle')}</p>
      <SignInForm />
    </AuthShell>
  );
}
