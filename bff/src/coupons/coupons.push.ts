import { Injectable } from '@nestjs/common';
import { CouponEvents, Permission, type CouponClaimedData, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Coupon master data reaches the staff who manage it; a claim also reaches the claiming customer's sockets. */
@PushRuleProvider()
@Injectable()
export class CouponsPushRule implements PushRule {
  readonly handles = Object.values(CouponEvents);
  rooms(event: StoredEvent): string[] {
    const staff = [Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ].map((c) => Rooms.permission(event.tenant, c));
    if (event.type !== CouponEvents.claimed) return staff;
    return [Rooms.customer(event.tenant, (event.data as CouponClaimedData).customerP24Id), ...staff];
  }
}
