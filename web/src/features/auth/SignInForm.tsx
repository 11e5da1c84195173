import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { signInFx } from '../../stores/session';
import { afterSignIn } from '../../lib/auth-paths';
import { isApiError } from '../../api/http';
import { translateError } from '../../shell/alerts/translate';
import { CheckField, EMAIL_RE, FormAlert, PasswordField, SubmitButton, TextField } from './fields';

/** Email + password; on success goes to the redirectURL (when it is a page of the app) or the dashboards. */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pending = useUnit(signInFx.pending);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const emailError = touched && !EMAIL_RE.test(email.trim()) ? t('auth.errors.emailInvalid') : null;
  const passwordError = touched && !password ? t('auth.errors.passwordRequired') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (!EMAIL_RE.test(email.trim()) || !password) return;
    try {
      await signInFx({ email: email.trim(), password, rememberMe });
      navigate(afterSignIn(params.get('redirectURL')), { replace: true });
    } catch (err) {
      setError(isApiError(err) ? translateError(t, err) : t('error.catalogue.unknown.message'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="auth-form" data-testid="sign-in-form">
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <TextField label={t('auth.fields.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} data-testid="sign-in-email" />
      <PasswordField label={t('auth.fields.password')} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={passwordError} data-testid="sign-in-password" />
      <div className="auth-row">
        <CheckField id="remember" checked={rememberMe} onChange={setRememberMe}>
          {t('auth.signIn.rememberMe')}
        </CheckField>
        <Link to="/forgot-password" className="link">{t('auth.signIn.forgotPassword')}</Link>
      </div>
      <SubmitButton label={t('auth.signIn.submit')} loading={pending} testId="sign-in-submit" />
      <p className="auth-alt">
        {t('auth.signIn.noAccount')} <Link to="/sign-up" className="link">{t('auth.signIn.signUpLink')}</Link>
      </p>
    </form>
  );
}
