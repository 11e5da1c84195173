import { useTranslation } from 'react-i18next';
import { TaxReturnsScreen } from '../tax-returns';

/** The stamp returns: the shared tax-returns screen of that type. */
export default function StampTaxReturnPage() {
  const { t } = useTranslation();
  return <TaxReturnsScreen type="stamp" icon="pi pi-bookmark" subtitle={t('page.stampTaxReturn.subtitle')} />;
}
