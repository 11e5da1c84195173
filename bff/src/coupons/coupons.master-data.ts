import { CouponEvents, isCouponEvent, type Coupon, type CouponEvent, type MasterDataRow } from '@cis/contracts';
import { provideMasterDataSource } from '../master-data/master-data.source';
import { COUPONS, CouponsDecider, couponStream, type CouponChanges } from './coupons.decider';

const rowOf = (coupon: Coupon): MasterDataRow => ({
  id: coupon.code, kind: 'coupon', code: coupon.code, description: coupon.description, amount: coupon.amount,
  validFrom: coupon.validFrom, validTo: coupon.validTo, maxClaims: coupon.maxClaims, claims: coupon.claims,
  retired: false, revision: 1, updatedAt: coupon.updatedAt,
});

const EDITABLE = ['description', 'amount', 'validFrom', 'validTo', 'maxClaims'];

/**
 * Coupons as the master-data kind `coupon`: the generic routes list, create and edit them through this area's decider
 * (its rules and its routes, api/coupons, stay as they were; claims stay here).
 */
export const couponsMasterData = provideMasterDataSource<Coupon, CouponEvent>({
  kind: 'coupon',
  collection: COUPONS,
  rows: (coupons) => coupons.map(rowOf),
  stream: (row) => couponStream(row.code),
  isEvent: isCouponEvent,
  change(event) {
    if (event.type === CouponEvents.created) {
      const { coupon } = event.data;
      return { action: 'created', changes: Object.entries(coupon).filter(([f]) => f !== 'createdAt' && f !== 'updatedAt').map(([field, after]) => ({ field, before: undefined, after })) };
    }
    if (event.type === CouponEvents.updated) {
      const { changes } = event.data;
      return { action: 'updated', changes: Object.entries(changes).map(([field, after]) => ({ field, before: undefined, after: after ?? null })) };
    }
    return undefined;
  },
  create(values) {
    const code = String(values.code);
    const input = {
      code, description: (values.description as string | null) ?? '', amount: values.amount as number,
      validFrom: values.validFrom as string, validTo: values.validTo as string, maxClaims: values.maxClaims as number,
    };
    return { stream: couponStream(code), id: code, decide: (existing) => CouponsDecider.create(existing, input, new Date()) };
  },
  update(id, changes) {
    const patch = Object.fromEntries(Object.entries(changes).filter(([field]) => EDITABLE.includes(field))) as CouponChanges;
    if (patch.description === null) patch.description = '';
    return { stream: couponStream(id), id, decide: (existing) => CouponsDecider.update(existing, patch, new Date()) };
  },
});
