import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function PatentTaxReturnPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-file" subtitle={t('page.patentTaxReturn.subtitle')}>
      <FormComesLater icon="pi pi-file" description={t('page.patentTaxReturn.description')} />
    </PageFrame>
  );
}
