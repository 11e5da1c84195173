import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthRoutes } from '@cis/contracts';
import { http, isApiError } from '../../api/http';
import { translateError } from '../../shell/alerts/translate';
import { AuthShell } from './AuthShell';
import { EMAIL_RE, FormAlert, TextField, SubmitButton } from './fields';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailError = !EMAIL_RE.test(email.trim()) ? t('auth.errors.emailInvalid') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (emailError) return;
    setBusy(true);
    try {
      await http.post(AuthRoutes.forgotPassword, { email: email.trim() }, { silent: true });
      setSent(true);
    } catch (err) {
      setError(isApiError(err) ? translateError(t, err) : t('error.catalogue.unknown.message'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.forgotPassword.heading')}</h1>
      <p className="auth-subtitle muted">{t('auth.forgotPassword.subtitle')}</p>
      {sent ? (
        <FormAlert kind="success">{t('auth.forgotPassword.sent')}</FormAlert>
      ) : (
        <form onSubmit={submit} noValidate className="auth-form">
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <TextField label={t('auth.fields.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={touched ? emailError : null} />
          <SubmitButton label={t('auth.forgotPassword.submit')} loading={busy} />
        </form>
      )}
      <p className="auth-alt">
        {t('auth.returnTo')} <Link to="/sign-in" className="link">{t('auth.signUp.signInLink')}</Link>
      </p>
    </AuthShell>
  );
}
