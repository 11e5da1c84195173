import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  BalanceRoutes,
  CUSTOMER_ROLE,
  Permission,
  hasAny,
  isBalanceEvent,
  type AccountBalance,
} from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';
import { $permissions, $role, $user, signedOut } from './session';

/** GET api/customers/:customerP24Id/balance */
export const fetchBalanceFx = createEffect<string, AccountBalance>((customerP24Id) =>
  http.get<AccountBalance>(BalanceRoutes.byCustomer(customerP24Id)),
);
export const balanceReceived = createEvent<AccountBalance>();

export const $customerP24Id = $user.map((u) => u?.userDetails?.customerP24Id ?? null, { skipVoid: false });

/** Reload the signed-in customer's balance (after a top-up or claim). Fails when the user has no customerP24Id. */
export const refreshBalanceFx = attach({
  source: $customerP24Id,
  mapParams: (_: void, id: string | null) => {
    if (!id) throw new Error('No customer account');
    return id;
  },
  effect: fetchBalanceFx,
});

export const $balance = createStore<AccountBalance | null>(null, { skipVoid: false })
  .on(fetchBalanceFx.doneData, (_, b) => ({ customerBalance: Number(b.customerBalance) || 0, couponBalance: Number(b.couponBalance) || 0 }))
  .on(balanceReceived, (_, b) => b)
  .reset(signedOut);

const balancePushed = pushReceived.filterMap((e) => (isBalanceEvent(e) ? e : undefined));
sample({
  clock: balancePushed,
  source: $customerP24Id,
  filter: (id, e) => !!id && e.data.customerP24Id === id,
  fn: (_, e) => ({ ...e.data.balance }),
  target: balanceReceived,
});

/** The balance widget is for role 2 users with a customerP24Id. */
export const $balanceVisible = combine($role, $customerP24Id, (role, id) => role === CUSTOMER_ROLE && !!id);
/** The top-up button: ALL_FUNCTIONS, ALL_FUNCTIONS_READ or READ_TOPUP_BALANCE. */
export const $canTopUp = $permissions.map((p) =>
  hasAny({ permissions: p }, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ, Permission.READ_TOPUP_BALANCE),
);
