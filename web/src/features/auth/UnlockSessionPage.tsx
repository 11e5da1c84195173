import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $displayName, $user, signInFx } from '../../stores/session';
import { afterSignIn } from '../../lib/auth-paths';
import { isApiError } from '../../api/http';
import { translateError } from '../../shell/alerts/translate';
import { AuthShell } from './AuthShell';
import { FormAlert, PasswordField, SubmitButton } from './fields';

/** The session is locked: the same user enters their password again to carry on. */
export default function UnlockSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [user, name, pending] = useUnit([$user, $displayName, signInFx.pending]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!password || !user) {
      setError(t('auth.errors.passwordRequired'));
      return;
    }
    try {
      // Unlocking is signing in again as the same user (a fresh token).
      await signInFx({ email: user.email, password });
      navigate(afterSignIn(params.get('redirectURL')), { replace: true });
    } catch (err) {
      setError(isApiError(err) ? translateError(t, err) : t('error.catalogue.unknown.message'));
    }
  };

  return (
    <AuthShell>
      <span className="auth-big-icon icon-badge icon-badge-round"><i className="pi pi-lock" aria-hidden="true" /></span>
      <h1 className="auth-title">{t('auth.unlockSession.heading')}</h1>
      <p className="auth-subtitle muted">{t('auth.unlockSession.subtitle', { name })}</p>
      <form onSubmit={submit} noValidate className="auth-form">
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <div className="field">
          <span className="field-label">{t('auth.fields.email')}</span>
          <div className="readonly-value">{user?.email}</div>
        </div>
        <PasswordField label={t('auth.fields.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <SubmitButton label={t('auth.unlockSession.submit')} loading={pending} />
      </form>
      <p className="auth-alt">
        {t('auth.unlockSession.notYou')} <Link to="/sign-out" className="link">{t('label.action.signOut')}</Link>
      </p>
    </AuthShell>
  );
}
