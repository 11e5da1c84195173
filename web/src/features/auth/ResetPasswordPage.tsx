import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthRoutes } from '@cis/contracts';
import { http, isApiError } from '../../api/http';
import { translateError } from '../../shell/alerts/translate';
import { AuthShell } from './AuthShell';
import { FormAlert, PasswordField, SubmitButton } from './fields';
import { resetTokenOf } from './reset-token';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = resetTokenOf(location);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordError = password.length < 8 ? t('auth.errors.passwordLength') : null;
  const confirmError = confirm !== password ? t('auth.errors.passwordsDiffer') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (passwordError || confirmError) return;
    setBusy(true);
    try {
      await http.post(AuthRoutes.resetPassword, { token, password }, { silent: true });
      setDone(true);
    } catch (err) {
      setError(isApiError(err) ? translateError(t, err) : t('error.catalogue.unknown.message'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.resetPassword.heading')}</h1>
      <p className="auth-subtitle muted">{t('auth.resetPassword.subtitle')}</p>
      {!token && !done && <FormAlert kind="error">{t('auth.resetPassword.noToken')}</FormAlert>}
      {done ? (
        <FormAlert kind="success">{t('auth.resetPassword.done')}</FormAlert>
      ) : (
        <form onSubmit={submit} noValidate className="auth-form">
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <PasswordField label={t('auth.fields.newPassword')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={touched ? passwordError : null} />
          <PasswordField label={t('auth.fields.confirmPassword')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={touched ? confirmError : null} />
          <SubmitButton label={t('auth.resetPassword.submit')} loading={busy} disabled={!token} />
        </form>
      )}
      <p className="auth-alt">
        {t('auth.returnTo')} <Link to="/sign-in" className="link">{t('auth.signUp.signInLink')}</Link>
      </p>
    </AuthShell>
  );
}
