import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permission, hasAny, type AccountBalance } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { BALANCES, ZERO_BALANCE } from './balance.decider';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('balance')
@ApiBearerAuth()
@Controller('api/customers')
export class BalanceController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The owner of the customer account, or ALL_FUNCTIONS staff. */
  @CachedRead()
  @Get(':customerP24Id/balance')
  async balance(@CurrentUser() user: AuthUser, @Param('customerP24Id') customerP24Id: string): Promise<AccountBalance> {
    const owner = user.customerP24Id === customerP24Id;
    if (!owner && !hasAny(user, Permission.ALL_FUNCTIONS)) throw new ForbiddenException();
    const balance = await this.store.readModels.get<AccountBalance>(user.tenant, BALANCES, customerP24Id);
    if (balance) return balance;
    if (owner) return ZERO_BALANCE;
    throw new NotFoundException();
  }
}
