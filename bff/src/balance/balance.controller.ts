import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccountBalance } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { BalanceQueries } from './balance.queries';

@ApiTags('balance')
@ApiBearerAuth()
@Controller('api/customers')
export class BalanceController {
  constructor(private readonly queries: BalanceQueries) {}

  /** The owner of the customer account, or ALL_FUNCTIONS staff. */
  @CachedRead()
  @Get(':customerP24Id/balance')
  balance(@CurrentUser() user: AuthUser, @Param('customerP24Id') customerP24Id: string): Promise<AccountBalance> {
    return this.queries.balance(user, customerP24Id);
  }
}
