import { Injectable } from '@nestjs/common';
import { BalanceEvents, type BalanceEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { BALANCES } from './balance.decider';

/** Read model 'balances': one document per customer account, its balances after the latest movement. */
@ProjectionProvider()
@Injectable()
export class BalanceProjection implements Projection<BalanceEvent> {
  readonly name = 'balance';
  readonly handles = Object.values(BalanceEvents);
  async apply(event: StoredOf<BalanceEvent>, rm: ReadModelWriter): Promise<void> {
    await rm.put(BALANCES, event.data.customerP24Id, event.data.balance);
  }
}
