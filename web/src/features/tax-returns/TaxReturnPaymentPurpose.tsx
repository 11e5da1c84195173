import { useTranslation } from 'react-i18next';
import type { TopUpPurpose } from '@cis/contracts';
import { riel, taxReturnLink } from './tax-returns.logic';

/**
 * What a provider payment (or a balance movement) paid when it is not a top-up: the tax return (type, period, client),
 * as a link to it; with the penalty and interest part when the payment of an overdue return charged one.
 */
export function TaxReturnPaymentPurpose({ purpose }: { purpose: TopUpPurpose | undefined }) {
  const { t, i18n } = useTranslation();
  if (purpose?.kind !== 'tax-return') return null;
  return (
    <a className="txr-purpose small" href={taxReturnLink(purpose.returnType, purpose.taxReturnId)} data-testid="transaction-tax-return">
      <i className="pi pi-file" aria-hidden="true" />{' '}
      {t('taxReturns.paidReturns.purpose', {
        type: t(`taxReturns.tasks.typeName.${purpose.returnType}`), period: purpose.period, client: purpose.clientName, revision: purpose.revision,
      })}
      {purpose.penalty ? ` · ${t('taxReturns.paidReturns.purposePenalty', { amount: riel(purpose.penalty, i18n.language) })}` : ''}
    </a>
  );
}
