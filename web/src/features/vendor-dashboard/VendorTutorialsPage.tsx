import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { TutorialsScreen } from '../helps';

/** Vendor tutorials (`/vendor-dashboard/tutorials`): the same videos and library, the vendors' category first. */
export default function VendorTutorialsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-video" subtitle={t('page.vendorTutorials.subtitle')}>
      <TutorialsScreen first="vendors" />
    </PageFrame>
  );
}
