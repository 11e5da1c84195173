import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemRoutes, type SystemSettings } from '@cis/contracts';
import { http } from '../../api/http';

/**
 * The machine lab in a built portal: shown only when the deployment says so (MACHINE_LAB=on, never in production;
 * public/system/settings). The dev server always shows it.
 */
export function MachineLabGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [served, setServed] = useState<boolean | null>(import.meta.env.DEV ? true : null);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    void http.get<SystemSettings>(SystemRoutes.settings, { silent: true }).then((s) => setServed(s.machineLab), () => setServed(false));
  }, []);
  if (served === null) return <p className="muted machine-lab-gate" aria-busy="true">{t('machineLab.checking')}</p>;
  if (!served) return <p className="muted machine-lab-gate" data-testid="machine-lab-not-served">{t('machineLab.notServed')}</p>;
  return <>{children}</>;
}
