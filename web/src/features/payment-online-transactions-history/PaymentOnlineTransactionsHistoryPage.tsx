import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { NO_FILTERS, TransactionsTable } from '../payment-online-transactions';
import { FiledReturnsTable } from '../tax-returns';

/** Tax report history: the filed tax returns with their payments (issue 13), then the payments that went through (success by default), by completion, with the balance after. */
export default function PaymentOnlineTransactionsHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-history" subtitle={t('page.taxReportHistory.subtitle')}>
      <FiledReturnsTable />
      <TransactionsTable initial={{ ...NO_FILTERS, status: 'success' }} view="history" testId="transactions-history" />
    </PageFrame>
  );
}
