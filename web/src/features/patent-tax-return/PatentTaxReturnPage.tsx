import { useTranslation } from 'react-i18next';
import { TaxReturnsScreen } from '../tax-returns';

/** The patent returns: the shared tax-returns screen of that type. */
export default function PatentTaxReturnPage() {
  const { t } = useTranslation();
  return <TaxReturnsScreen type="patent" icon="pi pi-file" subtitle={t('page.patentTaxReturn.subtitle')} />;
}
