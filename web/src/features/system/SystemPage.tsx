import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function SystemPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-cog" subtitle={t('page.system.subtitle')}>
      <FormComesLater icon="pi pi-cog" description={t('page.system.description')} />
    </PageFrame>
  );
}
