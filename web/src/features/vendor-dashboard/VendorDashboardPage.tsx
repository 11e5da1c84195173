import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { BalanceMovement } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { $balance, $balanceVisible, $canTopUp } from '../../stores/balance';
import { $displayName } from '../../stores/session';
import { formatRiel } from '../../shell/balance/format';
import { balanceDialogOpened } from '../../shell/balance/balanceDialogs';
import { topUpApi } from '../../api/payments.api';
import { describeMovement, formatDateTime } from '../../lib/balance-format';
import { TaxReturnPaymentPurpose } from '../tax-returns';
import './vendor.css';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';

/** The vendor's own dashboard: balances with top-up and claim, the history of both from the event log, the vendor pages. */
export default function VendorDashboardPage() {
  const { t, i18n } = useTranslation();
  const [balance, hasBalance, canTopUp, name] = useUnit([$balance, $balanceVisible, $canTopUp, $displayName]);
  const [history, setHistory] = useState<BalanceMovement[] | null>(null);
  // Every balance change (a push or a refresh) re-reads the history: it is the log behind the numbers.
  useEffect(() => {
    let live = true;
    topUpApi.balanceHistory().then((rows) => live && setHistory(rows), () => live && setHistory([]));
    return () => {
      live = false;
    };
  }, [balance]);
  const links = [
    { to: '/vendor-dashboard/vendor-general', icon: 'pi pi-id-card', label: 'label.menu.myAccount' },
    { to: '/vendor-dashboard/billing-payment', icon: 'pi pi-money-bill', label: 'label.menu.billingPayment' },
    { to: '/vendor-dashboard/exchange-rate', icon: 'pi pi-arrow-right-arrow-left', label: 'label.menu.exchangeRate' },
    { to: '/vendor-dashboard/tutorials', icon: 'pi pi-video', label: 'label.menu.tutorials' },
  ];
  return (
    <PageFrame icon="pi pi-chart-line" subtitle={t('page.vendorDashboard.subtitle')}>
      <section className="welcome card">
        <div>
          <h2>{t('dashboard.welcome', { name })}</h2>
          <p className="muted">{t('page.vendorDashboard.description')}</p>
        </div>
        <i className="pi pi-shop welcome-icon" aria-hidden="true" />
      </section>
      <section className="stat-grid">
        <div className="card stat" data-testid="vendor-main-balance">
          <span className="stat-icon icon-badge"><i className="pi pi-wallet" aria-hidden="true" /></span>
          <span className="stat-value">{formatRiel(balance?.customerBalance ?? 0, i18n.language)}</span>
          <span className="stat-label">{t('balance.main')}</span>
          {/* The dialogs top up and claim for the caller's own customer account: an account without one (staff) gets
              no button that could do nothing, but a note saying why. */}
          {hasBalance && canTopUp && (
            <button type="button" className="btn btn-primary btn-sm stat-action" onClick={() => balanceDialogOpened('topUp')} data-testid="vendor-topup">
              <i className="pi pi-plus" aria-hidden="true" />
              {t('balance.topUp')}
            </button>
          )}
        </div>
        <div className="card stat" data-testid="vendor-coupon-balance">
          <span className="stat-icon icon-badge"><i className="pi pi-ticket" aria-hidden="true" /></span>
          <span className="stat-value">{formatRiel(balance?.couponBalance ?? 0, i18n.language)}</span>
          <span className="stat-label">{t('balance.coupon')}</span>
          {hasBalance && (
            <button type="button" className="btn btn-outline btn-sm stat-action" onClick={() => balanceDialogOpened('claim')} data-testid="vendor-claim">
              <i className="pi pi-gift" aria-hidden="true" />
              {t('balance.claim')}
            </button>
          )}
        </div>
      </section>
      {!hasBalance && (
        <p className="card muted" role="note" data-testid="vendor-no-balance">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t('vendorPages.noBalance')}
        </p>
      )}
      <section className="card">
        <h2 className="card-title">{t('vendorPages.history.title')}</h2>
        <DataTable
          // Cells are translated: without this PrimeReact keeps them in the previous language.
          cellMemo={false}
          {...CARDS_ON_PHONES}
          value={history ?? []}
          loading={history === null}
          dataKey="position"
          paginator={(history?.length ?? 0) > 10}
          rows={10}
          size="small"
          stripedRows
          emptyMessage={t('vendorPages.history.empty')}
          className="vendor-table"
          data-testid="vendor-history"
        >
          <Column header={t('vendorPages.history.when')} body={(m: BalanceMovement) => formatDateTime(m.at, i18n.language)} />
          <Column
            header={t('vendorPages.history.what')}
            body={(m: BalanceMovement) => {
              const { key, reference } = describeMovement(m);
              return (
                <span className="vendor-movement">
                  <i className={m.kind === 'couponBalance' ? 'pi pi-ticket' : 'pi pi-wallet'} aria-hidden="true" />
                  <span>
                    {t(key)} {reference && <code>{reference}</code>}
                    <TaxReturnPaymentPurpose purpose={m.purpose} />
                  </span>
                </span>
              );
            }}
          />
          <Column
            header={t('vendorPages.history.amount')}
            align="right"
            body={(m: BalanceMovement) => (
              <span className={m.amount >= 0 ? 'amount-in' : 'amount-out'}>
                {m.amount >= 0 ? '+' : '−'}
                {formatRiel(Math.abs(m.amount), i18n.language)}
              </span>
            )}
          />
          <Column
            header={t('vendorPages.history.balanceAfter')}
            align="right"
            body={(m: BalanceMovement) => formatRiel(m.kind === 'couponBalance' ? m.balance.couponBalance : m.balance.customerBalance, i18n.language)}
          />
        </DataTable>
      </section>
      <section className="card">
        <h2 className="card-title">{t('dashboard.yourServices')}</h2>
        <ul className="service-grid" role="list">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="service-tile outlined-tile">
                <i className={l.icon} aria-hidden="true" />
                <span>{t(l.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
