import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function EfilingReportsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-chart-bar" subtitle={t('page.efilingReports.subtitle')}>
      <FormComesLater icon="pi pi-chart-bar" description={t('page.efilingReports.description')} />
    </PageFrame>
  );
}
