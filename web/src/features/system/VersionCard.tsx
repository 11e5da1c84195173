import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { invalidFieldsDismissed } from '../../stores/alerts';
import { $versionInfo, CLIENT_VERSION, versionReceived } from '../../stores/version';
import { systemApi } from './system.api';

/** The UI version: publish a version and its message; every open portal shows the update banner live. */
export function VersionCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const info = useUnit($versionInfo);
  const [versions, setVersions] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    setBusy(true);
    try {
      versionReceived(await systemApi.publishVersion(versions.trim(), message.trim() || null));
      // A refused try ("abc") listed the field; the published version takes that list down.
      invalidFieldsDismissed();
      setVersions('');
      setMessage('');
    } catch {
      // The shell's alert names the field.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card system-card" data-testid="version-card" aria-labelledby="version-title">
      <h2 className="card-title" id="version-title"><i className="pi pi-sync" aria-hidden="true" /> {t('systemPage.version.title')}</h2>
      <dl className="system-facts">
        <dt>{t('systemPage.version.published')}</dt><dd data-testid="version-current">{info?.versions ?? '…'}</dd>
        <dt>{t('systemPage.version.thisBuild')}</dt><dd>{CLIENT_VERSION}</dd>
        {info?.message && (<><dt>{t('systemPage.version.message')}</dt><dd>{info.message}</dd></>)}
      </dl>
      {canWrite && (
        <form className="system-form" onSubmit={(e) => { e.preventDefault(); void publish(); }}>
          <label className="field">
            <span className="field-label">{t('systemPage.version.newVersion')}</span>
            <input className="text-input" maxLength={50} value={versions} onChange={(e) => setVersions(e.target.value)} placeholder="1.2.0" data-testid="version-input" />
          </label>
          <label className="field">
            <span className="field-label">{t('systemPage.version.message')}</span>
            <input className="text-input" maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="version-message" />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy || !versions.trim()} data-testid="version-publish">
            <i className="pi pi-send" aria-hidden="true" /> {t('systemPage.version.publish')}
          </button>
        </form>
      )}
    </section>
  );
}
