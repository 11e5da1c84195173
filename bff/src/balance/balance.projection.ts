import { Injectable } from '@nestjs/common';
import { BalanceEvents, type BalanceChangedData, type StoredEvent } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { BALANCES } from './balance.decider';

@ProjectionProvider()
@Injectable()
export class BalanceProjection implements Projection {
  readonly name = 'balance';
  readonly handles = Object.values(BalanceEvents);
  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    const { customerP24Id, balance } = event.data as BalanceChangedData;
    await rm.put(BALANCES, customerP24Id, balance);
  }
}
