import { useTranslation } from 'react-i18next';
import type { TaxPaymentDue } from '@cis/contracts';
import { riel } from './tax-returns.logic';

/**
 * What paying the return charges today, as the BFF will charge it (`paymentDue`): the tax, for an overdue return the
 * penalty and interest estimated today, and the total. The pay dialog shows it before the payer confirms.
 */
export function TaxReturnPaymentBreakdown({ due, monthsLate }: { due: TaxPaymentDue; monthsLate: number }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => riel(n, i18n.language);
  return (
    <div className="txr-pay-breakdown" data-testid="tax-return-pay-breakdown">
      <dl>
        <div><dt>{t('taxReturns.pay.tax')}</dt><dd data-testid="tax-return-pay-tax">{money(due.tax)}</dd></div>
        {due.penalty > 0 && (
          <div className="is-penalty">
            <dt>{t('taxReturns.pay.penalty', { count: monthsLate, months: monthsLate })}</dt>
            <dd data-testid="tax-return-pay-penalty">{money(due.penalty)}</dd>
          </div>
        )}
        <div className="is-total"><dt>{t('taxReturns.pay.total')}</dt><dd data-testid="tax-return-pay-total">{money(due.total)}</dd></div>
      </dl>
      {due.penalty > 0 && <p className="muted small">{t('taxReturns.pay.estimateNote')}</p>}
    </div>
  );
}
