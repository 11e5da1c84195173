import { CouponEvents, Permission, type CouponEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

const staff = [to.permission(Permission.UPDATE_COUPON), to.permission(Permission.ALL_FUNCTIONS), to.permission(Permission.ALL_FUNCTIONS_READ)];

/** Coupon master data reaches the staff who manage it; a claim also reaches the claiming customer's sockets. */
export const couponsPush = definePush<CouponEvent>('coupons', {
  routes: {
    [CouponEvents.created]: staff,
    [CouponEvents.updated]: staff,
    [CouponEvents.claimed]: (event) => [to.customer(event.data.customerP24Id), ...staff],
  },
});
