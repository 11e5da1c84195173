import { createEvent, createStore } from 'effector';
import { signedOut } from '../../stores/session';

/**
 * Which balance dialog is open: the widget renders the top-up or claim dialog of
 * features/vendor-payment-topup-balance for it.
 */
export type BalanceDialog = 'topUp' | 'claim' | null;
export const balanceDialogOpened = createEvent<Exclude<BalanceDialog, null>>();
export const balanceDialogClosed = createEvent();
export const $balanceDialog = createStore<BalanceDialog>(null, { skipVoid: false })
  .on(balanceDialogOpened, (_, d) => d)
  .reset(balanceDialogClosed, signedOut);
