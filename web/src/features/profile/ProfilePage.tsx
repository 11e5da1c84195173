import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-user-edit" subtitle={t('page.profile.subtitle')}>
      <FormComesLater icon="pi pi-user-edit" description={t('page.profile.description')} />
    </PageFrame>
  );
}
