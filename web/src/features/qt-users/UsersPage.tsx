import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function UsersPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-user" subtitle={t('page.users.subtitle')}>
      <FormComesLater icon="pi pi-user" description={t('page.users.description')} />
    </PageFrame>
  );
}
