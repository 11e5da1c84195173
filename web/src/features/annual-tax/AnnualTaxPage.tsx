import { useTranslation } from 'react-i18next';
import { TaxReturnsScreen } from '../tax-returns';

/** The annual returns: the shared tax-returns screen of that type. */
export default function AnnualTaxPage() {
  const { t } = useTranslation();
  return <TaxReturnsScreen type="annual" icon="pi pi-calculator" subtitle={t('page.annualTax.subtitle')} />;
}
