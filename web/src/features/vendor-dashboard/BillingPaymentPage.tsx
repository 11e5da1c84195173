import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { CouponClaim, TopUpTransaction } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { $balance, $canTopUp } from '../../stores/balance';
import { formatRiel } from '../../shell/balance/format';
import { balanceDialogOpened } from '../../shell/balance/balanceDialogs';
import { topUpApi } from '../../api/payments.api';
import { formatDateTime } from '../../lib/balance-format';
import { TaxReturnPaymentPurpose } from '../tax-returns';
import './vendor.css';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';

/** Billing and payment: the vendor's own online payments (top-ups and card payments of tax returns, every outcome) and coupon claims. */
export default function BillingPaymentPage() {
  return <OwnPayments icon="pi pi-money-bill" subtitleKey="page.billingPayment.subtitle" />;
}

/** Shared with /vendor-payment-topup-balance: balances, the two buttons, and the vendor's top-ups and claims. */
export function OwnPayments({ icon, subtitleKey }: { icon: string; subtitleKey: string }) {
  const { t, i18n } = useTranslation();
  const [balance, canTopUp] = useUnit([$balance, $canTopUp]);
  const [topUps, setTopUps] = useState<TopUpTransaction[] | null>(null);
  const [claims, setClaims] = useState<CouponClaim[] | null>(null);
  useEffect(() => {
    let live = true;
    topUpApi.ownTopUps().then((rows) => live && setTopUps(rows), () => live && setTopUps([]));
    topUpApi.ownClaims().then((rows) => live && setClaims(rows), () => live && setClaims([]));
    return () => {
      live = false;
    };
  }, [balance]);
  const money = (n: number) => formatRiel(n, i18n.language);
  return (
    <PageFrame
      icon={icon}
      subtitle={t(subtitleKey)}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={() => balanceDialogOpened('claim')}>
            <i className="pi pi-gift" aria-hidden="true" />
            {t('balance.claim')}
          </button>
          {canTopUp && (
            <button type="button" className="btn btn-primary" onClick={() => balanceDialogOpened('topUp')}>
              <i className="pi pi-plus" aria-hidden="true" />
              {t('balance.topUp')}
            </button>
          )}
        </>
      }
    >
      <section className="vendor-balances">
        <div className="card vendor-balance">
          <span className="muted small">{t('balance.main')}</span>
          <strong>{money(balance?.customerBalance ?? 0)}</strong>
        </div>
        <div className="card vendor-balance">
          <span className="muted small">{t('balance.coupon')}</span>
          <strong>{money(balance?.couponBalance ?? 0)}</strong>
        </div>
      </section>
      <section className="card">
        <h2 className="card-title">{t('vendorTopUp.page.history')}</h2>
        <DataTable cellMemo={false} {...CARDS_ON_PHONES} value={topUps ?? []} loading={topUps === null} dataKey="tranId" paginator={(topUps?.length ?? 0) > 10} rows={10} size="small" stripedRows emptyMessage={t('vendorTopUp.page.empty')} className="vendor-table" data-testid="own-topups">
          <Column header={t('onlinePayments.column.requestedAt')} body={(r: TopUpTransaction) => formatDateTime(r.requestedAt, i18n.language)} />
          <Column header={t('onlinePayments.column.tranId')} body={(r: TopUpTransaction) => <code>{r.tranId}</code>} />
          <Column
            header={t('vendorTopUp.page.paidFor')}
            body={(r: TopUpTransaction) => (r.purpose ? (
              <span className="vendor-paid-for">
                <TaxReturnPaymentPurpose purpose={r.purpose} />
                {r.credited && <span className="muted small" data-testid="own-payment-credited">{t('vendorTopUp.page.creditedBack')}</span>}
              </span>
            ) : (
              <span className="vendor-movement"><i className="pi pi-wallet" aria-hidden="true" />{t('vendorTopUp.page.topUp')}</span>
            ))}
          />
          <Column header={t('onlinePayments.column.paymentOption')} body={(r: TopUpTransaction) => t(`vendorTopUp.option.${r.paymentOption}`)} />
          <Column header={t('onlinePayments.column.status')} body={(r: TopUpTransaction) => <StatusTag status={r.status} />} />
          <Column header={t('onlinePayments.column.amount')} align="right" body={(r: TopUpTransaction) => money(r.amount)} />
        </DataTable>
      </section>
      <section className="card">
        <h2 className="card-title">{t('vendorTopUp.page.claims')}</h2>
        <DataTable cellMemo={false} {...CARDS_ON_PHONES} value={claims ?? []} loading={claims === null} dataKey="id" size="small" stripedRows emptyMessage={t('vendorTopUp.page.noClaims')} className="vendor-table" data-testid="own-claims">
          <Column header={t('vendorPages.history.when')} body={(c: CouponClaim) => formatDateTime(c.claimedAt, i18n.language)} />
          <Column header={t('vendorTopUp.couponCode')} body={(c: CouponClaim) => <code>{c.code}</code>} />
          <Column header={t('onlinePayments.column.amount')} align="right" body={(c: CouponClaim) => money(c.amount)} />
        </DataTable>
      </section>
    </PageFrame>
  );
}

export function StatusTag({ status }: { status: TopUpTransaction['status'] }) {
  const { t } = useTranslation();
  return <span className={`status-tag status-${status}`}>{t(`onlinePayments.status.${status}`)}</span>;
}
