import { Injectable } from '@nestjs/common';
import { Permission, PaymentEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/**
 * A top-up's events reach its customer's sockets and the staff who see online payment transactions
 * (READ_TAX_PAYMENT, or ALL_FUNCTIONS / ALL_FUNCTIONS_READ). Refused callbacks (and their summaries) reach only those staff.
 */
@PushRuleProvider()
@Injectable()
export class PaymentsPushRule implements PushRule {
  readonly handles = Object.values(PaymentEvents);
  rooms(event: StoredEvent): string[] {
    const staff = [Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ].map((c) => Rooms.permission(event.tenant, c));
    if (event.type === PaymentEvents.callbackRefused || event.type === PaymentEvents.callbackRefusalsSuppressed) return staff;
    const customerP24Id = (event.data as { customerP24Id?: string }).customerP24Id;
    return customerP24Id ? [Rooms.customer(event.tenant, customerP24Id), ...staff] : staff;
  }
}
