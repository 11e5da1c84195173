import { Injectable } from '@nestjs/common';
import { DEMO_ACCOUNTS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { fold } from '../platform/command/decider';
import { BalanceDecider, balanceStream, type BalanceCommand } from './balance.decider';

/** Opening balances of the demo customer and vendor. */
const OPENING = { customerBalance: 1_250_000, couponBalance: 40_000 };

@GenesisProvider()
@Injectable()
export class BalanceGenesis implements GenesisSource {
  readonly name = 'balance';
  genesis(): GenesisStream[] {
    return DEMO_ACCOUNTS.flatMap((account) => {
      const customerP24Id = account.userDetails.customerP24Id;
      if (!customerP24Id) return [];
      const opening = (kind: 'customerBalance' | 'couponBalance'): BalanceCommand =>
        ({ type: 'move', kind, customerP24Id, amount: OPENING[kind], reason: 'opening-balance' });
      const main = BalanceDecider.decide(opening('customerBalance'), BalanceDecider.initialState);
      const coupon = BalanceDecider.decide(opening('couponBalance'), fold(BalanceDecider, main));
      return [{ stream: balanceStream(customerP24Id), events: [...main, ...coupon] }];
    });
  }
}
