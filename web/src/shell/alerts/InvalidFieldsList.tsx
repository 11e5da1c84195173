import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $invalidFields, invalidFieldsDismissed } from '../../stores/alerts';
import { fieldLabel } from './translate';

/** The dismissible list of invalid fields under 'The following fields are invalid', each field once. */
export function InvalidFieldsList() {
  const { t } = useTranslation();
  const listed = useUnit($invalidFields);
  if (!listed) return null;
  const fields = [...new Set(listed)];
  return (
    <div className="system-alert system-alert-warning" role="alert" data-testid="invalid-fields">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div className="system-alert-text">
        <strong>{t('label.text.followingFieldsAreInvalid')}</strong>
        <ul>
          {fields.map((f) => (
            <li key={f}>{fieldLabel(t, f)}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="icon-btn" onClick={() => invalidFieldsDismissed()} aria-label={t('label.action.dismiss')}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}
