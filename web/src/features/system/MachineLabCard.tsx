import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from './system.api';

/** The machine lab for testers: linked when the deployment serves it (MACHINE_LAB=on; always under the dev server). */
export function MachineLabCard() {
  const { t } = useTranslation();
  const [served, setServed] = useState<boolean | null>(import.meta.env.DEV ? true : null);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    void systemApi.settings().then((s) => setServed(s.machineLab), () => setServed(false));
  }, []);
  return (
    <section className="card system-card" data-testid="machine-lab-card" aria-labelledby="lab-title">
      <h2 className="card-title" id="lab-title"><i className="pi pi-sitemap" aria-hidden="true" /> {t('systemPage.lab.title')}</h2>
      <p className="muted small">{t('systemPage.lab.explain')}</p>
      {served ? (
        <a className="btn btn-outline btn-sm" href="/machine-lab" target="_blank" rel="noopener" data-testid="machine-lab-link">
          <i className="pi pi-external-link" aria-hidden="true" /> {t('systemPage.lab.open')}
        </a>
      ) : served === false ? <p className="muted" data-testid="machine-lab-off">{t('systemPage.lab.off')}</p> : null}
    </section>
  );
}
