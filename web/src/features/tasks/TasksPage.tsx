import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function TasksPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-check-square" subtitle={t('page.tasks.subtitle')}>
      <FormComesLater icon="pi pi-check-square" description={t('page.tasks.description')} />
    </PageFrame>
  );
}
