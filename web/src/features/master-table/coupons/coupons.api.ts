import { CouponRoutes, type Coupon, type CreateCouponInput, type UpdateCouponInput } from '@cis/contracts';
import { http } from '../../../api/http';

/** Coupon master data (UPDATE_COUPON; ALL_FUNCTIONS_READ reads). Writes are silent: the dialog shows refusals itself. */
export const couponsApi = {
  list: () => http.get<Coupon[]>(CouponRoutes.base),
  create: (input: CreateCouponInput) => http.post<Coupon>(CouponRoutes.base, input, { silent: true }),
  update: (code: string, changes: UpdateCouponInput) => http.patch<Coupon>(CouponRoutes.one(code), changes, { silent: true }),
};
