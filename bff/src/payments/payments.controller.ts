import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  Permission,
  type BalanceMovement, type PaymentCallbackAnswer, type PaymentForm, type RefusedCallback, type TopUpTransaction,
  type TransactionListing,
  timeZoneOf,
} from '@cis/contracts';
import { CreateTopUpDto, PaymentCallbackDto, TransactionQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, Public, RequireAccess } from '../platform/auth/decorators';
import { ValidationFailed } from '../platform/errors/error-envelope.filter';
import { createValidationPipe, validatedBody } from '../platform/errors/validation';
import { CachedRead } from '../platform/read-cache/read-cache';
import { RefusalsThrottled } from './callback-refusal-throttle';
import { transactionsCsv } from './payments.csv';
import { PaymentsCommands } from './payments.commands';
import { PaymentsQueries } from './payments.queries';

const TOPUP_ACCESS = { permission: [Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ, Permission.READ_TOPUP_BALANCE] };
const STAFF_ACCESS = { permission: [Permission.READ_TAX_PAYMENT] };
/** The global pipe's rules, applied by the callback route itself (its body is typed as a plain object, which the global pipe leaves alone). */
const CALLBACK_VALIDATION = createValidationPipe();

@ApiTags('payments')
@ApiBearerAuth()
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsCommands, private readonly queries: PaymentsQueries) {}

  /** Pending top-up of the caller's own customer account -> the provider's form. */
  @Post('topups')
  @RequireAccess(TOPUP_ACCESS)
  requestTopUp(@CurrentUser() user: AuthUser, @Body() dto: CreateTopUpDto): Promise<PaymentForm> {
    return this.payments.requestTopUp(user, dto);
  }

  /** The caller's own top-ups, newest first. A read only: approved top-ups are credited by the top-up credit process. */
  @CachedRead()
  @Get('topups')
  listOwn(@CurrentUser() user: AuthUser): Promise<TopUpTransaction[]> {
    return this.queries.listOwn(user);
  }

  @CachedRead()
  @Get('topups/:tranId')
  one(@CurrentUser() user: AuthUser, @Param('tranId') tranId: string): Promise<TopUpTransaction> {
    return this.queries.getOne(user, tranId);
  }

  /**
   * The provider's server-to-server callback (no token: the HMAC signature authenticates it). The body is
   * validated here rather than by the global pipe, so that a malformed callback is recorded as a refusal too; a
   * refusal beyond the refusal limits answers 429 with Retry-After.
   */
  @Public()
  @Post('callback')
  @HttpCode(200)
  @ApiBody({ type: PaymentCallbackDto })
  async callback(
    @Body() body: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response,
  ): Promise<PaymentCallbackAnswer> {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    try {
      let dto: PaymentCallbackDto;
      try {
        dto = await validatedBody(CALLBACK_VALIDATION, body, PaymentCallbackDto);
      } catch (invalid) {
        const fields = invalid instanceof ValidationFailed ? invalid.fieldErrors.map((e) => e.field) : [];
        await this.payments.refuseMalformed(body, address, fields);
        throw invalid;
      }
      return await this.payments.handleCallback(dto, address);
    } catch (error) {
      if (error instanceof RefusalsThrottled) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  /** Staff: online payment transactions, filtered and paged; `format=csv` exports every matching row. */
  @Get('transactions')
  @RequireAccess(STAFF_ACCESS)
  async transactions(
    @CurrentUser() user: AuthUser, @Query() query: TransactionQueryDto, @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionListing | string> {
    if (query.format === 'csv') return this.csv(user, query, res);
    return this.queries.listTransactions(user.tenant, query);
  }

  @Get('transactions/export.csv')
  @RequireAccess(STAFF_ACCESS)
  exportCsv(@CurrentUser() user: AuthUser, @Query() query: TransactionQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.csv(user, query, res);
  }

  @Get('refused-callbacks')
  @RequireAccess(STAFF_ACCESS)
  refused(@CurrentUser() user: AuthUser): Promise<RefusedCallback[]> {
    return this.queries.refusedCallbacks(user.tenant);
  }

  /** The caller's balance movements (top-ups, coupon claims ...) from the event log, newest first. */
  @Get('balance-history')
  balanceHistory(@CurrentUser() user: AuthUser): Promise<BalanceMovement[]> {
    return this.queries.balanceHistory(user);
  }

  private async csv(user: AuthUser, query: TransactionQueryDto, res: Response): Promise<string> {
    const rows = await this.queries.matching(user.tenant, query);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="online-payment-transactions-${day}.csv"`);
    // BOM: spreadsheet programs then read the Khmer names as UTF-8.
    return `\uFEFF${transactionsCsv(rows, query.view, timeZoneOf(user.user))}`;
  }
}
