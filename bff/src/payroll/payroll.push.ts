import { Injectable } from '@nestjs/common';
import {
  Permission, PayrollEvents, type PayrollPushData, type PayrollRequestedData, type PayrollResolvedData, type StoredEvent,
} from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/**
 * Every user holding READ_CLIENT_PAYROLL_PASSWORD sees the badge count move; nobody else. They receive the count
 * `{total}` (what GET .../count answers), not the request itself: the badge needs no more.
 */
@PushRuleProvider()
@Injectable()
export class PayrollPushRule implements PushRule {
  readonly handles = Object.values(PayrollEvents);
  rooms(event: StoredEvent): string[] {
    return [Rooms.permission(event.tenant, Permission.READ_CLIENT_PAYROLL_PASSWORD)];
  }

  payload(event: StoredEvent): PayrollPushData {
    return { total: (event.data as PayrollRequestedData | PayrollResolvedData).pendingTotal };
  }
}
