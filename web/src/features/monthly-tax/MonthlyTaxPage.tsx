import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function MonthlyTaxPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-calendar" subtitle={t('page.monthlyTax.subtitle')}>
      <FormComesLater icon="pi pi-calendar" description={t('page.monthlyTax.description')} />
    </PageFrame>
  );
}
