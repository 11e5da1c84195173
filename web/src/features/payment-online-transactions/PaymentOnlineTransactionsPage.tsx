import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { FiledReturnsTable } from '../tax-returns';
import { TransactionsTable } from './TransactionsTable';
import { NO_FILTERS } from './transactions.query';

/** Bank user view: every online payment transaction as it comes in, whatever its state; then the paid tax returns with their payments (issue 13). */
export default function PaymentOnlineTransactionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-credit-card" subtitle={t('page.bankUser.subtitle')}>
      <TransactionsTable initial={NO_FILTERS} view="bank" testId="online-transactions" />
      <FiledReturnsTable paidOnly />
    </PageFrame>
  );
}
