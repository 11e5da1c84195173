import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function OrganizationPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-building" subtitle={t('page.administration.subtitle')}>
      <FormComesLater icon="pi pi-building" description={t('page.administration.description')} />
    </PageFrame>
  );
}
