import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { $balanceDialog, balanceDialogClosed } from '../../shell/balance/balanceDialogs';
import { CouponClaimDialog } from './CouponClaimDialog';
import { TopUpDialog } from './TopUpDialog';

/** The dialog the balance widget (or a vendor page) opened; each opening starts a fresh machine. */
export function BalanceDialogs() {
  const open = useUnit($balanceDialog);
  const close = useCallback(() => balanceDialogClosed(), []);
  if (open === 'topUp') return <TopUpDialog onClose={close} />;
  if (open === 'claim') return <CouponClaimDialog onClose={close} />;
  return null;
}
