import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function StampTaxReturnPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-bookmark" subtitle={t('page.stampTaxReturn.subtitle')}>
      <FormComesLater icon="pi pi-bookmark" description={t('page.stampTaxReturn.description')} />
    </PageFrame>
  );
}
