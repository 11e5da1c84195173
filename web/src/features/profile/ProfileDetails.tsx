import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { LANGUAGES, timeZoneOf, type LanguageCode, type User } from '@cis/contracts';
import { alertFor, isApiError } from '../../api/http';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { alertRaised } from '../../stores/alerts';
import { $language, $user, isLanguage, languageChanged, userUpdated } from '../../stores/session';
import { profileApi } from './profile.api';
import { zoneOptions } from './profile.logic';

type Names = Pick<User['userDetails'], 'firstNameEn' | 'lastNameEn' | 'firstNameKh' | 'lastNameKh'>;
const NAME_FIELDS: Array<keyof Names> = ['firstNameKh', 'lastNameKh', 'firstNameEn', 'lastNameEn'];

/** Own names in Khmer and Latin, the language the portal writes in, and the time zone every time is shown in. */
export function ProfileDetails() {
  const { t } = useTranslation();
  const [user, uiLanguage] = useUnit([$user, $language]);
  const [names, setNames] = useState<Names>({ firstNameEn: '', lastNameEn: '', firstNameKh: '', lastNameKh: '' });
  const [language, setLanguage] = useState<LanguageCode>(uiLanguage);
  const [zone, setZone] = useState(timeZoneOf(user));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => zoneOptions(), []);

  useEffect(() => {
    if (!user) return;
    const d = user.userDetails;
    setNames({ firstNameEn: d.firstNameEn ?? '', lastNameEn: d.lastNameEn ?? '', firstNameKh: d.firstNameKh ?? '', lastNameKh: d.lastNameKh ?? '' });
    setLanguage(user.language ?? uiLanguage);
    setZone(timeZoneOf(user));
    // The form follows the account when it changes elsewhere (another tab), not while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, user?.userDetails, user?.language, user?.timeZone]);

  const save = async () => {
    setBusy(true);
    setInvalid([]);
    try {
      const saved = await profileApi.update({ userDetails: names, language, timeZone: zone });
      userUpdated(saved);
      if (language !== uiLanguage) languageChanged(language);
      alertRaised({ type: 'success', message: t('profile.details.saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 400) setInvalid(error.fields);
      if (isApiError(error)) alertFor(error);
      else throw error;
    } finally {
      setBusy(false);
    }
  };
  const bad = (field: string) => invalid.some((f) => f === field || f.endsWith(`.${field}`));

  return (
    <section className="card profile-details" data-testid="profile-details">
      <h2 className="card-title"><i className="pi pi-id-card" aria-hidden="true" /> {t('profile.details.title')}</h2>
      <form className="profile-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <div className="profile-names">
          {NAME_FIELDS.map((field) => (
            <label key={field} className="profile-field">
              <span>{t(`profile.details.${field}`)}</span>
              <InputText value={names[field]} maxLength={100} invalid={bad(field)} onChange={(e) => setNames({ ...names, [field]: e.target.value })}
                lang={field.endsWith('Kh') ? 'km' : 'en'} data-testid={`profile-${field}`} />
            </label>
          ))}
        </div>
        <label className="profile-field">
          <span>{t('profile.details.language')}</span>
          <Dropdown value={language} options={LANGUAGES.map((l) => ({ value: l.id, label: l.title }))} onChange={(e) => { if (isLanguage(e.value)) setLanguage(e.value); }}
            invalid={bad('language')} data-testid="profile-language" />
          <small className="muted">{t('profile.details.languageHint')}</small>
        </label>
        <label className="profile-field">
          <span>{t('profile.details.timeZone')}</span>
          <Dropdown value={zone} options={zones} onChange={(e) => typeof e.value === 'string' && setZone(e.value)} filter filterBy="label,value" virtualScrollerOptions={{ itemSize: 38 }}
            invalid={bad('timeZone')} data-testid="profile-time-zone" />
          <small className="muted" data-testid="profile-time-zone-now">
            {t('profile.details.timeZoneHint', { now: formatDate(new Date(), uiLanguage, DATE_PATTERNS.dateTime, zone) })}
          </small>
        </label>
        <Button type="submit" label={t('profile.details.save')} icon="pi pi-check" loading={busy} data-testid="profile-save" />
      </form>
    </section>
  );
}
