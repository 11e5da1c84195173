import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { TabView, TabPanel } from 'primereact/tabview';
import { InputSwitch } from 'primereact/inputswitch';
import { $user } from '../../stores/session';
import { settingsToggled } from '../../shell/shell.state';
import { TemplateFrame } from './TemplateFrame';
import './template-pages.css';

const NOTIFICATIONS = ['filingDue', 'paymentReceived', 'messages', 'newsletter'] as const;

/**
 * The template's settings page. Account details are read from the session (they are edited on the portal's own
 * profile page); the notification switches are this browser's choice; appearance opens the shell's panel.
 */
export default function TemplateSettingsPage() {
  const { t } = useTranslation();
  const user = useUnit($user);
  const [notify, setNotify] = useState<Record<string, boolean>>({ filingDue: true, paymentReceived: true, messages: true, newsletter: false });
  return (
    <TemplateFrame icon="pi pi-cog" subtitle={t('template.settings.subtitle')}>
      <section className="card settings-card" data-testid="template-settings">
        <TabView>
          <TabPanel header={t('template.settings.account')} leftIcon="pi pi-user me-2">
            <dl className="profile-facts">
              <dt>{t('template.profile.name')}</dt><dd>{user?.name}</dd>
              <dt>{t('template.profile.email')}</dt><dd>{user?.email}</dd>
              <dt>{t('template.profile.kind')}</dt><dd>{t(`template.profile.kinds.${user?.kind ?? 'staff'}`)}</dd>
            </dl>
            <a className="btn btn-outline" href="/profile"><i className="pi pi-pencil" aria-hidden="true" />{t('template.settings.editProfile')}</a>
          </TabPanel>
          <TabPanel header={t('template.settings.notifications')} leftIcon="pi pi-bell me-2">
            <ul className="settings-switches" role="list">
              {NOTIFICATIONS.map((key) => (
                <li key={key}>
                  <label htmlFor={`notify-${key}`}>
                    <strong>{t(`template.settings.notify.${key}`)}</strong>
                    <span className="muted small">{t(`template.settings.notify.${key}Hint`)}</span>
                  </label>
                  <InputSwitch inputId={`notify-${key}`} checked={!!notify[key]} onChange={(e) => setNotify({ ...notify, [key]: !!e.value })} />
                </li>
              ))}
            </ul>
          </TabPanel>
          <TabPanel header={t('template.settings.appearance')} leftIcon="pi pi-palette me-2">
            <p>{t('template.settings.text')}</p>
            <button type="button" className="btn btn-primary" onClick={() => settingsToggled(true)}>
              <i className="pi pi-palette" aria-hidden="true" />
              {t('settings.title')}
            </button>
          </TabPanel>
        </TabView>
      </section>
    </TemplateFrame>
  );
}
