import { useTranslation } from 'react-i18next';
import { TemplateFrame } from './TemplateFrame';
import { Pricing } from './Pricing';

export default function PricingTablePage() {
  const { t } = useTranslation();
  return (
    <TemplateFrame icon="pi pi-tag" subtitle={t('template.pricing.subtitle')}>
      <Pricing variant="table" />
    </TemplateFrame>
  );
}
