import { useTranslation } from 'react-i18next';
import { TemplateFrame } from './TemplateFrame';
import { Invoice } from './Invoice';

export default function InvoiceModernPage() {
  const { t } = useTranslation();
  return (
    <TemplateFrame icon="pi pi-receipt" subtitle={t('template.invoice.subtitle')}>
      <Invoice variant="modern" />
    </TemplateFrame>
  );
}
