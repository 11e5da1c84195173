import {
  BadRequestException, Body, ConflictException, Controller, ForbiddenException, Get, HttpCode, Inject, Param, Patch, Post,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  COUPON_RECEIVE_OK, CouponMessages, Permission, couponClaimId, hasAny, normalizeCouponCode,
  type AccountBalance, type Coupon, type CouponClaim, type CouponClaimAnswer,
} from '@cis/contracts';
import { ClaimCouponDto, CreateCouponDto, UpdateCouponDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { BALANCES, ZERO_BALANCE, balanceStream } from '../balance/balance.decider';
import { COUPONS, COUPON_CLAIMS, CouponsDecider, couponStream } from './coupons.decider';
import { CachedRead } from '../platform/read-cache/read-cache';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SIGN_IN_ATTEMPTS, type AttemptCounters } from '../platform/auth/sign-in-attempts';
import { countAttempt } from '../platform/auth/sign-in-throttle.guard';

/** Claims of a busy coupon queue on its one stream: a claim that lost a race retries (each loss means another claim won). */
const CLAIM_ROUNDS = 6;

@ApiTags('coupons')
@ApiBearerAuth()
@Controller('api/coupons')
export class CouponsController {
  constructor(
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SIGN_IN_ATTEMPTS) private readonly attempts: AttemptCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Staff (UPDATE_COUPON): every coupon, by code. */
  @CachedRead()
  @Get()
  @RequireAccess({ permission: [Permission.UPDATE_COUPON] })
  async list(@CurrentUser() user: AuthUser): Promise<Coupon[]> {
    const coupons = await this.store.readModels.list<Coupon>(user.tenant, COUPONS);
    return coupons.sort((a, b) => a.code.localeCompare(b.code));
  }

  @Post()
  @RequireAccess({ permission: [Permission.UPDATE_COUPON] })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateCouponDto): Promise<Coupon> {
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

  @Patch(':code')
  @RequireAccess({ permission: [Permission.UPDATE_COUPON] })
  async update(@CurrentUser() user: AuthUser, @Param('code') raw: string, @Body() dto: UpdateCouponDto): Promise<Coupon> {
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

  /**
   * Claim a coupon for the caller's customer account: answers { status: 'RECEIVEOK', code, amount, balance }.
   * The claim is decided on the coupon's stream (the count and the one-per-customer rule hold under concurrency),
   * then credited on the customer's balance stream. Claims are limited per account (COUPON_CLAIM_LIMIT per
   * COUPON_CLAIM_WINDOW_MS, then 429), so codes cannot be guessed at speed.
   */
  @Post('claim')
  @HttpCode(200)
  async claim(@CurrentUser() user: AuthUser, @Body() dto: ClaimCouponDto): Promise<CouponClaimAnswer> {
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
    if (claimed.length === 0 && credited.length === 0) throw new BadRequestException(CouponMessages.alreadyClaimed);
    const claim = (await this.store.readModels.get<CouponClaim>(user.tenant, COUPON_CLAIMS, claimId))!;
    const balance = (await this.store.readModels.get<AccountBalance>(user.tenant, BALANCES, customerP24Id)) ?? ZERO_BALANCE;
    return { status: COUPON_RECEIVE_OK, code, amount: claim.amount, balance };
  }

  /** The caller's own claims, newest first. */
  @CachedRead()
  @Get('claims')
  async claims(@CurrentUser() user: AuthUser): Promise<CouponClaim[]> {
    if (!user.customerP24Id) return [];
    const rows = await this.store.readModels.list<CouponClaim>(user.tenant, COUPON_CLAIMS, { owner: user.customerP24Id });
    return rows.sort((a, b) => (a.claimedAt < b.claimedAt ? 1 : a.claimedAt > b.claimedAt ? -1 : 0));
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
