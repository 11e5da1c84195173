import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/** A labelled text field with its error under it. */
export function TextField({ label, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{label}</label>
      <input id={id} {...input} className={`p-inputtext p-component w-full ${error ? 'p-invalid' : ''}`} aria-invalid={!!error} aria-describedby={error ? `${id}-err` : undefined} />
      {error && <small id={`${id}-err`} className="field-error">{error}</small>}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{label}</label>
      <span className="password-wrap">
        <input id={id} {...input} type={shown ? 'text' : 'password'} className={`p-inputtext p-component w-full ${error ? 'p-invalid' : ''}`} aria-invalid={!!error} />
        <button type="button" className="password-eye" onClick={() => setShown((s) => !s)} aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}>
          <i className={`pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
        </button>
      </span>
      {error && <small className="field-error">{error}</small>}
    </div>
  );
}

export function FormAlert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: React.ReactNode }) {
  const icon = kind === 'error' ? 'pi-times-circle' : kind === 'success' ? 'pi-check-circle' : 'pi-info-circle';
  return (
    <div className={`form-alert form-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid="form-alert">
      <i className={`pi ${icon}`} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

/**
 * The auth pages use native elements with the PrimeReact theme's classes (p-inputtext, p-button): the same look
 * without loading PrimeReact's JavaScript on the sign-in page.
 */
export function SubmitButton({ label, loading = false, disabled = false, testId }: { label: string; loading?: boolean; disabled?: boolean; testId?: string }) {
  return (
    <button type="submit" className="p-button p-component w-full auth-submit" disabled={disabled || loading} aria-busy={loading} data-testid={testId}>
      {loading && <i className="pi pi-spin pi-spinner p-button-icon p-button-icon-left" aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  );
}

export function CheckField({ id, checked, onChange, children, invalid }: { id: string; checked: boolean; onChange: (v: boolean) => void; children: React.ReactNode; invalid?: boolean }) {
  return (
    <label className="check-label" htmlFor={id}>
      <input id={id} type="checkbox" className={`check-input ${invalid ? 'is-invalid' : ''}`} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
