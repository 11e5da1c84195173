import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CouponEvents, isCouponEvent, type Coupon, type MasterDataHistoryEntry, type MasterDataRow, type MasterDataValues,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MasterDataLookup, type MasterDataSource } from '../master-data/master-data.index';
import { COUPONS, CouponsDecider, couponStream, type CouponChanges } from './coupons.decider';

const rowOf = (coupon: Coupon): MasterDataRow => ({
  id: coupon.code, kind: 'coupon', code: coupon.code, description: coupon.description, amount: coupon.amount,
  validFrom: coupon.validFrom, validTo: coupon.validTo, maxClaims: coupon.maxClaims, claims: coupon.claims,
  retired: false, revision: 1, updatedAt: coupon.updatedAt,
});

/**
 * Coupons as the master-data kind `coupon`: the generic routes list, create and edit them through this area's decider
 * (its rules and its routes, api/coupons, stay as they were; claims stay here).
 */
@Injectable()
export class CouponsMasterDataSource implements MasterDataSource, OnModuleInit {
  readonly kind = 'coupon' as const;
  readonly collections = [COUPONS];

  constructor(
    private readonly lookup: MasterDataLookup,
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.lookup.registerSource(this);
  }

  async rows(tenant: string): Promise<MasterDataRow[]> {
    return (await this.store.readModels.list<Coupon>(tenant, COUPONS)).map(rowOf);
  }

  async create(user: AuthUser, values: MasterDataValues): Promise<void> {
    const code = String(values.code);
    const input = {
      code, description: (values.description as string | null) ?? '', amount: values.amount as number,
      validFrom: values.validFrom as string, validTo: values.validTo as string, maxClaims: values.maxClaims as number,
    };
    await this.commands.execute({
      stream: couponStream(code), actor: user,
      load: (rm) => rm.get<Coupon>(user.tenant, COUPONS, code),
      decide: (existing) => CouponsDecider.create(existing, input, new Date()),
    });
  }

  async update(user: AuthUser, id: string, changes: MasterDataValues): Promise<void> {
    const allowed = ['description', 'amount', 'validFrom', 'validTo', 'maxClaims'];
    const patch = Object.fromEntries(Object.entries(changes).filter(([field]) => allowed.includes(field))) as CouponChanges;
    if (patch.description === null) patch.description = '';
    await this.commands.execute({
      stream: couponStream(id), actor: user,
      load: (rm) => rm.get<Coupon>(user.tenant, COUPONS, id),
      decide: (existing) => CouponsDecider.update(existing, patch, new Date()),
    });
  }

  async history(_tenant: string, row: MasterDataRow): Promise<MasterDataHistoryEntry[]> {
    const entries: MasterDataHistoryEntry[] = [];
    for (const event of (await this.store.readStream(couponStream(row.code))).filter(isCouponEvent)) {
      const base = { at: event.at, userId: event.userId, userName: null };
      if (event.type === CouponEvents.created) {
        const { coupon } = event.data;
        entries.push({ ...base, action: 'created', changes: Object.entries(coupon).filter(([f]) => f !== 'createdAt' && f !== 'updatedAt').map(([field, after]) => ({ field, before: undefined, after })) });
      } else if (event.type === CouponEvents.updated) {
        const { changes } = event.data;
        entries.push({ ...base, action: 'updated', changes: Object.entries(changes).map(([field, after]) => ({ field, before: undefined, after: after ?? null })) });
      }
    }
    return entries;
  }
}
