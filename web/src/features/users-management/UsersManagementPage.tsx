import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function UsersManagementPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-shield" subtitle={t('page.userManagement.subtitle')}>
      <FormComesLater icon="pi pi-shield" description={t('page.userManagement.description')} />
    </PageFrame>
  );
}
