import { BalanceEvents, type BalanceEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** A balance reaches the sockets of the users who own that customer account, and no one else. */
export const balancePush = definePush<BalanceEvent>('balance', {
  routes: {
    [BalanceEvents.customerBalanceChanged]: (event) => [to.customer(event.data.customerP24Id)],
    [BalanceEvents.couponBalanceChanged]: (event) => [to.customer(event.data.customerP24Id)],
  },
});
