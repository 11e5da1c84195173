import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';

/** Page frame: title and breadcrumb now, the screen itself in a later issue. */
export default function AnnualTaxPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-calculator" subtitle={t('page.annualTax.subtitle')}>
      <FormComesLater icon="pi pi-calculator" description={t('page.annualTax.description')} />
    </PageFrame>
  );
}
