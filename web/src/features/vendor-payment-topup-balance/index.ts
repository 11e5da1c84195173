// The balance dialogs (top up, claim a coupon) the shell's balance widget opens.
export { BalanceDialogs } from './BalanceDialogs';
