import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function MasterTablePage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-database" subtitle={t('page.masterData.subtitle')}>
      <FormComesLater icon="pi pi-database" description={t('page.masterData.description')} />
    </PageFrame>
  );
}
