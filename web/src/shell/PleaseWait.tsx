import { useTranslation } from 'react-i18next';

/** The loading overlay reading 'Please wait' (start-up loads, layout chunk). */
export function PleaseWait() {
  const { t } = useTranslation();
  return (
    <div className="please-wait" role="status" aria-live="polite" data-testid="please-wait">
      <div className="please-wait-box">
        <span className="spinner" aria-hidden="true" />
        <span>{t('label.text.pleaseWait')}</span>
      </div>
    </div>
  );
}
