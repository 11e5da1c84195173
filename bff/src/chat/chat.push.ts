import { Injectable } from '@nestjs/common';
import { ChatEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Chat contacts are the tenant's; a chat and its changes go only to the user it belongs to. */
@PushRuleProvider()
@Injectable()
export class ChatPushRule implements PushRule {
  readonly handles = Object.values(ChatEvents);

  rooms(event: StoredEvent): string[] {
    if (event.type === ChatEvents.contactAdded) return [Rooms.tenant(event.tenant)];
    return [Rooms.user((event.data as { ownerId: string }).ownerId)];
  }
}
