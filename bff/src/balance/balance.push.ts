import { Injectable } from '@nestjs/common';
import { BalanceEvents, type BalanceChangedData, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** A balance reaches the sockets of the users who own that customer account. */
@PushRuleProvider()
@Injectable()
export class BalancePushRule implements PushRule {
  readonly handles = Object.values(BalanceEvents);
  rooms(event: StoredEvent): string[] {
    return [Rooms.customer(event.tenant, (event.data as BalanceChangedData).customerP24Id)];
  }
}
