import { Injectable } from '@nestjs/common';
import { ExchangeRateEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Everyone signed in reads the rates: a new rate reaches the whole tenant. */
@PushRuleProvider()
@Injectable()
export class ExchangeRatesPushRule implements PushRule {
  readonly handles = Object.values(ExchangeRateEvents);
  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
