import { Injectable } from '@nestjs/common';
import { APP_ACCESS, ChatEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/**
 * A new chat contact goes to whoever may use the team chat (APP_ACCESS.chat: staff); a chat and its changes go
 * only to the user it belongs to.
 */
@PushRuleProvider()
@Injectable()
export class ChatPushRule implements PushRule {
  readonly handles = Object.values(ChatEvents);

  private readonly contactsRoom = Rooms.audience(APP_ACCESS.chat);

  rooms(event: StoredEvent): string[] {
    if (event.type === ChatEvents.contactAdded) return [this.contactsRoom(event.tenant)];
    return [Rooms.user((event.data as { ownerId: string }).ownerId)];
  }
}
