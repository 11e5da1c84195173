import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import {
  COUPON_RECEIVE_OK, CouponMessages, Permission, Refused, couponClaimId, hasAny, normalizeCouponCode,
  type AccountBalance, type Coupon, type CouponClaim, type CouponClaimAnswer,
} from '@cis/contracts';
import type { ClaimCouponDto, CreateCouponDto, UpdateCouponDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { BALANCES, ZERO_BALANCE, balanceStream } from '../balance/balance.decider';
import { COUPONS, COUPON_CLAIMS, CouponsDecider, couponStream } from './coupons.decider';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SIGN_IN_ATTEMPTS, type AttemptCounters } from '../platform/auth/sign-in-attempts';
import { countAttempt } from '../platform/auth/sign-in-throttle.guard';

/** Claims of a busy coupon queue on its one stream: a claim that lost a race retries (each loss means another claim won). */
const CLAIM_ROUNDS = 6;

/** The coupon commands: create, change and claim, each decided on the coupon's stream (the claim's credit on the balance's). */
@Injectable()
export class CouponsCommands {
  constructor(
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SIGN_IN_ATTEMPTS) private readonly attempts: AttemptCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: AuthUser, dto: CreateCouponDto): Promise<Coupon> {
    assertWriter(user);
    const input = { code: dto.code, description: dto.description ?? '', amount: dto.amount, validFrom: dto.validFrom, validTo: dto.validTo, maxClaims: dto.maxClaims };
    await this.commands.execute({
      stream: couponStream(dto.code),
      actor: user,
      load: (rm) => rm.get<Coupon>(user.tenant, COUPONS, dto.code),
      decide: (existing) => CouponsDecider.create(existing, input, new Date()),
    });
    return (await this.store.readModels.get<Coupon>(user.tenant, COUPONS, dto.code))!;
  }

  async update(user: AuthUser, raw: string, dto: UpdateCouponDto): Promise<Coupon> {
    assertWriter(user);
    const code = normalizeCouponCode(raw);
    await this.commands.execute({
      stream: couponStream(code),
      actor: user,
      load: (rm) => rm.get<Coupon>(user.tenant, COUPONS, code),
      decide: (existing) => CouponsDecider.update(existing, { ...dto }, new Date()),
    });
    return (await this.store.readModels.get<Coupon>(user.tenant, COUPONS, code))!;
  }

  async claim(user: AuthUser, dto: ClaimCouponDto): Promise<CouponClaimAnswer> {
    const customerP24Id = user.customerP24Id;
    // Spec 000 s6: the balance widget (and its Claim) is for role 2 with a customerP24Id; others are refused.
    if (!customerP24Id) throw new ForbiddenException(CouponMessages.noCustomer);
    await countAttempt(this.attempts, `coupon-claim:${user.tenant}:${user.id}`, this.config.couponClaimLimit, this.config.couponClaimWindowMs);
    const code = normalizeCouponCode(dto.code);
    const claimId = couponClaimId(code, customerP24Id);
    const claimed = await patiently(() => this.commands.execute({
      stream: couponStream(code),
      actor: user,
      load: async (rm) => ({
        coupon: await rm.get<Coupon>(user.tenant, COUPONS, code),
        previous: await rm.get<CouponClaim>(user.tenant, COUPON_CLAIMS, claimId),
      }),
      decide: ({ coupon, previous }) => CouponsDecider.claim(coupon, previous, { customerP24Id, userId: user.id }, new Date()),
    }));
    const credited = await this.commands.execute({
      stream: balanceStream(customerP24Id),
      actor: user,
      load: async (rm) => ({
        claim: await rm.get<CouponClaim>(user.tenant, COUPON_CLAIMS, claimId),
        balance: (await rm.get<AccountBalance>(user.tenant, BALANCES, customerP24Id)) ?? ZERO_BALANCE,
      }),
      decide: ({ claim, balance }) => CouponsDecider.credit(claim, balance),
    });
    // Neither appended: another request of this customer claimed and credited it at the same moment.
    if (claimed.length === 0 && credited.length === 0) throw new Refused('couponAlreadyClaimed', CouponMessages.alreadyClaimed);
    const claim = (await this.store.readModels.get<CouponClaim>(user.tenant, COUPON_CLAIMS, claimId))!;
    const balance = (await this.store.readModels.get<AccountBalance>(user.tenant, BALANCES, customerP24Id)) ?? ZERO_BALANCE;
    return { status: COUPON_RECEIVE_OK, code, amount: claim.amount, balance };
  }
}

/** Writes need UPDATE_COUPON or ALL_FUNCTIONS: ALL_FUNCTIONS_READ may look, not change. */
function assertWriter(user: AuthUser): void {
  if (!hasAny(user, Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS)) throw new ForbiddenException();
}

async function patiently<T>(run: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ConflictException) || round >= CLAIM_ROUNDS) throw error;
    }
  }
}
