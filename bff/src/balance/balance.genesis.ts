import { Injectable } from '@nestjs/common';
import { DEMO_ACCOUNTS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { BalanceDecider, ZERO_BALANCE, balanceStream } from './balance.decider';

/** Opening balances of the demo customer and vendor. */
const OPENING = { customerBalance: 1_250_000, couponBalance: 40_000 };

@GenesisProvider()
@Injectable()
export class BalanceGenesis implements GenesisSource {
  readonly name = 'balance';
  genesis(): GenesisStream[] {
    return DEMO_ACCOUNTS.flatMap((account) => {
      const id = account.userDetails.customerP24Id;
      if (!id) return [];
      const [main] = BalanceDecider.moveCustomerBalance(ZERO_BALANCE, id, OPENING.customerBalance, 'opening-balance');
      const [coupon] = BalanceDecider.moveCouponBalance({ ...ZERO_BALANCE, customerBalance: OPENING.customerBalance }, id, OPENING.couponBalance, 'opening-balance');
      return [{ stream: balanceStream(id), events: [main, coupon] }];
    });
  }
}
