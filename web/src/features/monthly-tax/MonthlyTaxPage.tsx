import { useTranslation } from 'react-i18next';
import { TaxReturnsScreen } from '../tax-returns';

/** The monthly returns: the shared tax-returns screen of that type. */
export default function MonthlyTaxPage() {
  const { t } = useTranslation();
  return <TaxReturnsScreen type="monthly" icon="pi pi-calendar" subtitle={t('page.monthlyTax.subtitle')} />;
}
