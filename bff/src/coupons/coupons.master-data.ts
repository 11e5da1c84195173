import { CouponEvents, isCouponEvent, type Coupon, type CouponEvent, type MasterDataRow, type MasterDataValues } from '@cis/contracts';
import { numberValue, provideMasterDataSource, requiredTextValue, textValue } from '../master-data/master-data.source';
import { COUPONS, CouponsDecider, couponStream, type CouponChanges } from './coupons.decider';

const rowOf = (coupon: Coupon): MasterDataRow => ({
  id: coupon.code, kind: 'coupon', code: coupon.code, description: coupon.description, amount: coupon.amount,
  validFrom: coupon.validFrom, validTo: coupon.validTo, maxClaims: coupon.maxClaims, claims: coupon.claims,
  retired: false, revision: 1, updatedAt: coupon.updatedAt,
});

/** The coupon's editable fields among checked changes, typed (an empty description is ''); other fields are not the coupon's to change. */
export function couponChanges(changes: MasterDataValues): CouponChanges {
  const patch: CouponChanges = {};
  for (const field of Object.keys(changes)) {
    switch (field) {
      case 'description':
        patch.description = textValue(changes, field) ?? '';
        break;
      case 'amount':
      case 'maxClaims':
        patch[field] = numberValue(changes, field);
        break;
      case 'validFrom':
      case 'validTo':
        patch[field] = requiredTextValue(changes, field);
        break;
    }
  }
  return patch;
}

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
      code, description: textValue(values, 'description') ?? '', amount: numberValue(values, 'amount'),
      validFrom: requiredTextValue(values, 'validFrom'), validTo: requiredTextValue(values, 'validTo'), maxClaims: numberValue(values, 'maxClaims'),
    };
    return { stream: couponStream(code), id: code, decide: (existing) => CouponsDecider.create(existing, input, new Date()) };
  },
  update(id, changes) {
    const patch = couponChanges(changes);
    return { stream: couponStream(id), id, decide: (existing) => CouponsDecider.update(existing, patch, new Date()) };
  },
});
