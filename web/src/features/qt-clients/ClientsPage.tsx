import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function ClientsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-users" subtitle={t('page.clients.subtitle')}>
      <FormComesLater icon="pi pi-users" description={t('page.clients.description')} />
    </PageFrame>
  );
}
