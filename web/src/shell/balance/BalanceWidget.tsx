import { Suspense, lazy, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { OverlayPanel } from 'primereact/overlaypanel';
import { $balance, $canTopUp } from '../../stores/balance';
import { balanceDialogOpened } from './balanceDialogs';
import { formatRiel } from './format';
import '../topbar/topbar-popup.css';
import './balance.css';

/**
 * Account-balance widget (role 2 with a customerP24Id): a menu with the main balance and the top-up button
 * (ALL_FUNCTIONS, ALL_FUNCTIONS_READ or READ_TOPUP_BALANCE), and the coupon balance with the claim button.
 */
export function BalanceWidget() {
  const { t, i18n } = useTranslation();
  const [balance, canTopUp] = useUnit([$balance, $canTopUp]);
  const panel = useRef<OverlayPanel>(null);
  const main = balance?.customerBalance ?? 0;
  const coupon = balance?.couponBalance ?? 0;
  return (
    <>
      <button
        type="button"
        className="balance-btn"
        onClick={(e) => panel.current?.toggle(e)}
        aria-haspopup="menu"
        aria-label={t('balance.title')}
        data-testid="balance-widget"
      >
        <i className="pi pi-wallet" aria-hidden="true" />
        {/* Both balances, side by side (stacked on phones): a claimed coupon shows here at once, not only in the menu. */}
        <span className="balance-btn-amounts">
          <span className="balance-btn-amount" data-testid="balance-main">{formatRiel(main, i18n.language)}</span>
          <span className="balance-btn-coupon" title={t('balance.coupon')} data-testid="balance-coupon-bar">
            <i className="pi pi-ticket" aria-hidden="true" />
            {formatRiel(coupon, i18n.language)}
          </span>
        </span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <OverlayPanel ref={panel} className="topbar-popup balance-popup">
        <div className="balance-menu" role="menu">
          <div className="balance-row">
            <span className="balance-row-icon icon-badge"><i className="pi pi-wallet" aria-hidden="true" /></span>
            <div className="balance-row-text">
              <span className="muted small">{t('balance.main')}</span>
              <strong>{formatRiel(main, i18n.language)}</strong>
            </div>
            {canTopUp && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => {
                  panel.current?.hide();
                  balanceDialogOpened('topUp');
                }}
                data-testid="balance-topup"
              >
                <i className="pi pi-plus" aria-hidden="true" />
                {t('balance.topUp')}
              </button>
            )}
          </div>
          <div className="balance-row">
            <span className="balance-row-icon icon-badge is-coupon"><i className="pi pi-ticket" aria-hidden="true" /></span>
            <div className="balance-row-text">
              <span className="muted small">{t('balance.coupon')}</span>
              <strong data-testid="balance-coupon">{formatRiel(coupon, i18n.language)}</strong>
            </div>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                panel.current?.hide();
                balanceDialogOpened('claim');
              }}
              data-testid="balance-claim"
            >
              <i className="pi pi-gift" aria-hidden="true" />
              {t('balance.claim')}
            </button>
          </div>
        </div>
      </OverlayPanel>
      <Suspense fallback={null}>
        <BalanceDialogs />
      </Suspense>
    </>
  );
}

/** The top-up and claim dialogs (issue 6), loaded when the widget first renders them. */
const BalanceDialogs = lazy(() =>
  import('../../features/vendor-payment-topup-balance').then((m) => ({ default: m.BalanceDialogs })),
);
