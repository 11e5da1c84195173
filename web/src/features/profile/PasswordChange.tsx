import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { alertFor, isApiError } from '../../api/http';
import { alertRaised } from '../../stores/alerts';
import { changePasswordFx } from '../../stores/session';

const MIN_LENGTH = 8;
type Problem = 'wrong' | 'tooShort' | 'mismatch';

/** The signed-in user's own password: the current one, the new one twice. Other sessions end; this one stays. */
export function PasswordChange() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: Problem | null = next.length < MIN_LENGTH ? 'tooShort' : next !== again ? 'mismatch' : null;
    setProblem(found);
    if (found || !current) return;
    setBusy(true);
    try {
      await changePasswordFx({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setAgain('');
      alertRaised({ type: 'success', message: t('profile.password.done') });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fields.includes('currentPassword')) setProblem('wrong');
      else if (isApiError(error)) alertFor(error);
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-password" data-testid="profile-password">
      <h2 className="card-title"><i className="pi pi-lock" aria-hidden="true" /> {t('profile.password.title')}</h2>
      <p className="muted small">{t('profile.password.hint')}</p>
      <form className="profile-password-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label htmlFor="password-current">{t('profile.password.current')}</label>
        <Password inputId="password-current" value={current} onChange={(e) => setCurrent(e.target.value)} feedback={false} toggleMask autoComplete="current-password" invalid={problem === 'wrong'} />
        <label htmlFor="password-new">{t('profile.password.new')}</label>
        <Password inputId="password-new" value={next} onChange={(e) => setNext(e.target.value)} feedback={false} toggleMask autoComplete="new-password" invalid={problem === 'tooShort'} />
        <label htmlFor="password-again">{t('profile.password.confirm')}</label>
        <Password inputId="password-again" value={again} onChange={(e) => setAgain(e.target.value)} feedback={false} toggleMask autoComplete="new-password" invalid={problem === 'mismatch'} />
        {problem && <small className="profile-password-problem" role="alert" data-testid="password-problem">{t(`profile.password.${problem}`)}</small>}
        <Button type="submit" label={t('profile.password.save')} icon="pi pi-check" loading={busy} disabled={!current || !next || !again} data-testid="password-save" />
      </form>
    </section>
  );
}
