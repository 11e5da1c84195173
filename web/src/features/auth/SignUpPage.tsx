import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthRoutes } from '@cis/contracts';
import { http, isApiError } from '../../api/http';
import { translateError } from '../../shell/alerts/translate';
import { AuthShell } from './AuthShell';
import { CheckField, EMAIL_RE, FormAlert, PasswordField, SubmitButton, TextField } from './fields';

export default function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', company: '', agreements: false });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const errors = {
    name: !form.name.trim() ? t('auth.errors.nameRequired') : null,
    email: !EMAIL_RE.test(form.email.trim()) ? t('auth.errors.emailInvalid') : null,
    password: form.password.length < 8 ? t('auth.errors.passwordLength') : null,
    agreements: !form.agreements ? t('auth.errors.agreementsRequired') : null,
  };
  const valid = Object.values(errors).every((e) => !e);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (!valid) return;
    setBusy(true);
    try {
      await http.post(AuthRoutes.signUp, {
        name: form.name.trim(), email: form.email.trim(), password: form.password,
        ...(form.company.trim() ? { company: form.company.trim() } : {}), agreements: true,
      }, { silent: true });
      navigate(`/confirmation-required?email=${encodeURIComponent(form.email.trim())}`);
    } catch (err) {
      setError(isApiError(err) ? translateError(t, err) : t('error.catalogue.unknown.message'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.signUp.heading')}</h1>
      <p className="auth-subtitle muted">
        {t('auth.signUp.haveAccount')} <Link to="/sign-in" className="link">{t('auth.signUp.signInLink')}</Link>
      </p>
      <form onSubmit={submit} noValidate className="auth-form">
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <TextField label={t('auth.fields.fullName')} name="name" autoComplete="name" value={form.name} onChange={set('name')} error={touched ? errors.name : null} />
        <TextField label={t('auth.fields.email')} type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} error={touched ? errors.email : null} />
        <PasswordField label={t('auth.fields.password')} name="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={touched ? errors.password : null} />
        <TextField label={t('auth.fields.company')} name="company" autoComplete="organization" value={form.company} onChange={set('company')} />
        <CheckField id="agree" checked={form.agreements} onChange={(v) => setForm((f) => ({ ...f, agreements: v }))} invalid={touched && !!errors.agreements}>
          {t('auth.signUp.agree')}
        </CheckField>
        {touched && errors.agreements && <small className="field-error">{errors.agreements}</small>}
        <SubmitButton label={t('auth.signUp.submit')} loading={busy} />
      </form>
    </AuthShell>
  );
}
