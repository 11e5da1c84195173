import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { ClientStatus, TaxpayerCategory } from '@cis/contracts';

const STATUS_SEVERITY = { active: 'success', suspended: 'warning', closed: 'secondary' } as const;
const CATEGORY_SEVERITY = { small: 'info', medium: 'contrast', large: 'danger' } as const;

export function StatusTag({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return <Tag severity={STATUS_SEVERITY[status]} value={t(`qtClients.status.${status}`)} data-testid="client-status" />;
}

export function CategoryTag({ category }: { category: TaxpayerCategory }) {
  const { t } = useTranslation();
  return <Tag severity={CATEGORY_SEVERITY[category]} value={t(`qtClients.category.${category}`)} data-testid="client-category" />;
}
