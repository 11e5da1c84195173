import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Permission, hasAny, type AccountBalance } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { BALANCES, ZERO_BALANCE } from './balance.decider';

/** A customer's balances, from the read model. */
@Injectable()
export class BalanceQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The owner of the customer account, or ALL_FUNCTIONS staff. */
  async balance(user: AuthUser, customerP24Id: string): Promise<AccountBalance> {
    const owner = user.customerP24Id === customerP24Id;
    if (!owner && !hasAny(user, Permission.ALL_FUNCTIONS)) throw new ForbiddenException();
    const balance = await this.store.readModels.get<AccountBalance>(user.tenant, BALANCES, customerP24Id);
    if (balance) return balance;
    if (owner) return ZERO_BALANCE;
    throw new NotFoundException();
  }
}
