import { OwnPayments } from '../vendor-dashboard';

/** Top up balance: the balances, the top-up and claim buttons, and the vendor's own top-ups and claims. */
export default function TopUpBalancePage() {
  return <OwnPayments icon="pi pi-wallet" subtitleKey="page.topUpBalance.subtitle" />;
}
