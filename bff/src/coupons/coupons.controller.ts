import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permission, type Coupon, type CouponClaim, type CouponClaimAnswer } from '@cis/contracts';
import { ClaimCouponDto, CreateCouponDto, UpdateCouponDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { CouponsCommands } from './coupons.commands';
import { CouponsQueries } from './coupons.queries';

@ApiTags('coupons')
@ApiBearerAuth()
@Controller('api/coupons')
export class CouponsController {
  constructor(private readonly commands: CouponsCommands, private readonly queries: CouponsQueries) {}

  /** Staff (UPDATE_COUPON): every coupon, by code. */
  @CachedRead()
  @Get()
  @RequireAccess({ permission: [Permission.UPDATE_COUPON] })
  list(@CurrentUser() user: AuthUser): Promise<Coupon[]> {
    return this.queries.list(user);
  }

  @Post()
  @RequireAccess({ permission: [Permission.UPDATE_COUPON] })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateCouponDto): Promise<Coupon> {
    return this.commands.create(user, dto);
  }

  @Patch(':code')
  @RequireAccess({ permission: [Permission.UPDATE_COUPON] })
  update(@CurrentUser() user: AuthUser, @Param('code') code: string, @Body() dto: UpdateCouponDto): Promise<Coupon> {
    return this.commands.update(user, code, dto);
  }

  /**
   * Claim a coupon for the caller's customer account: answers { status: 'RECEIVEOK', code, amount, balance }.
   * The claim is decided on the coupon's stream (the count and the one-per-customer rule hold under concurrency),
   * then credited on the customer's balance stream. Claims are limited per account (COUPON_CLAIM_LIMIT per
   * COUPON_CLAIM_WINDOW_MS, then 429), so codes cannot be guessed at speed.
   */
  @Post('claim')
  @HttpCode(200)
  claim(@CurrentUser() user: AuthUser, @Body() dto: ClaimCouponDto): Promise<CouponClaimAnswer> {
    return this.commands.claim(user, dto);
  }

  /** The caller's own claims, newest first. */
  @CachedRead()
  @Get('claims')
  claims(@CurrentUser() user: AuthUser): Promise<CouponClaim[]> {
    return this.queries.claims(user);
  }
}
