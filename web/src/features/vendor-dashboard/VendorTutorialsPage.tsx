import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function VendorTutorialsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-video" subtitle={t('page.vendorTutorials.subtitle')}>
      <FormComesLater icon="pi pi-video" description={t('page.vendorTutorials.description')} />
    </PageFrame>
  );
}
