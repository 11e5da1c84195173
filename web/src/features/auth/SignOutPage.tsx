import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signOutFx } from '../../stores/session';
import { SIGN_IN_LANDING } from '../../lib/auth-paths';
import { AuthShell } from './AuthShell';
import { signOutPageShown } from './signOut.state';

const COUNTDOWN = 5;

/** Signs out, says so, and goes to the sign-in landing page after a short countdown. */
export default function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(COUNTDOWN);

  useEffect(() => {
    signOutPageShown(true);
    void signOutFx();
    return () => {
      signOutPageShown(false);
    };
  }, []);

  useEffect(() => {
    if (left <= 0) {
      navigate(SIGN_IN_LANDING, { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <AuthShell>
      <span className="auth-big-icon icon-badge icon-badge-round"><i className="pi pi-sign-out" aria-hidden="true" /></span>
      <h1 className="auth-title" data-testid="signed-out">{t('auth.signOut.heading')}</h1>
      <p className="auth-subtitle muted">{t('auth.signOut.redirecting', { count: Math.max(left, 0) })}</p>
      <p className="auth-alt">
        <Link to={SIGN_IN_LANDING} className="link">{t('auth.signOut.goNow')}</Link>
      </p>
    </AuthShell>
  );
}
