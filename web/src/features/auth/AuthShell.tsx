import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LANGUAGES } from '@cis/contracts';
import { $language, languageChanged } from '../../stores/session';
import './auth.css';

/** The auth pages' frame: the form card on one side, the portal's brand panel on the other (wide screens). */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const language = useUnit($language);
  return (
    <div className={`auth-page ${wide ? 'is-landing' : ''}`}>
      <div className="auth-form-side">
        <div className="auth-top">
          <div className="auth-logo">
            <img src="/assets/images/logo.svg" alt="" width={40} height={40} />
            <span>{t('app.name')}</span>
          </div>
          <div className="auth-lang" role="group" aria-label={t('label.text.language')}>
            {LANGUAGES.map((l) => (
              <button
                key={l.id}
                type="button"
                className={`auth-lang-btn ${language === l.id ? 'is-active' : ''}`}
                aria-pressed={language === l.id}
                onClick={() => languageChanged(l.id)}
                data-testid={`auth-language-${l.id}`}
              >
                {l.title}
              </button>
            ))}
          </div>
        </div>
        <div className="auth-card">{children}</div>
        <div className="auth-foot muted small">{t('label.text.footer', { year: new Date().getFullYear() })}</div>
      </div>
      <div className="auth-brand-side" aria-hidden="true">
        <div className="auth-brand">
          <h2>{t('auth.brand.heading')}</h2>
          <p>{t('auth.brand.text')}</p>
          <ul>
            <li><i className="pi pi-file-edit" /> {t('auth.brand.point1')}</li>
            <li><i className="pi pi-credit-card" /> {t('auth.brand.point2')}</li>
            <li><i className="pi pi-shield" /> {t('auth.brand.point3')}</li>
          </ul>
        </div>
        <svg className="auth-brand-art" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice">
          <circle cx="320" cy="80" r="140" />
          <circle cx="60" cy="360" r="110" />
        </svg>
      </div>
    </div>
  );
}
