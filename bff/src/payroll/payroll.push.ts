import { Injectable } from '@nestjs/common';
import { Permission, PayrollEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Every user holding READ_CLIENT_PAYROLL_PASSWORD sees the badge count move; nobody else. */
@PushRuleProvider()
@Injectable()
export class PayrollPushRule implements PushRule {
  readonly handles = Object.values(PayrollEvents);
  rooms(event: StoredEvent): string[] {
    return [Rooms.permission(event.tenant, Permission.READ_CLIENT_PAYROLL_PASSWORD)];
  }
}
