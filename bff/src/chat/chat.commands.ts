import { Injectable } from '@nestjs/common';
import type { Chat } from '@cis/contracts';
import type { ChatPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { ChatDecider, chatStream, type ChatCommand } from './chat.decider';
import { ChatQueries } from './chat.queries';

/** The chat's commands: what a decision needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class ChatCommands {
  constructor(private readonly commands: CommandService, private readonly queries: ChatQueries) {}

  /** Merges the changed fields (muted, unreadCount) into the caller's own chat and answers the chat. */
  async update(user: AuthUser, id: string, patch: ChatPatch): Promise<Chat> {
    // The unread count is raised by the peer's messages, written on the peer's stream: the read model holds it.
    const { unreadCount } = await this.queries.ownChat(user, id);
    await this.onChat(user, id, { type: 'update', ownerId: user.id, id, patch, unreadCount });
    return this.queries.chat(user, id);
  }

  /** Appends the caller's message to their chat (and, in a colleague chat, to the other user's) and answers the chat. */
  async send(user: AuthUser, chatId: string, value: string): Promise<Chat> {
    await this.onChat(user, chatId, {
      type: 'send', senderId: user.id, chatId, value, now: new Date().toISOString(), messageIds: [newId(), newId()],
    });
    return this.queries.chat(user, chatId);
  }

  private async onChat(user: AuthUser, id: string, command: ChatCommand): Promise<void> {
    await this.commands.handle({ decider: ChatDecider, stream: chatStream(id), actor: user, command });
  }
}
