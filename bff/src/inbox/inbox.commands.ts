import { Inject, Injectable } from '@nestjs/common';
import { Forbidden, Permission, hasAny, type InboxItem, type InboxKind } from '@cis/contracts';
import type { InboxItemInput, InboxItemPatch } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { InboxDecider, inboxStream } from './inbox.decider';
import { InboxQueries } from './inbox.queries';

/** The inbox's commands: what each needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class InboxCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: InboxQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async create(kind: InboxKind, user: AuthUser, input: InboxItemInput, recipientId?: string): Promise<InboxItem> {
    const ownerId = recipientId ?? user.id;
    if (ownerId !== user.id && !hasAny(user, Permission.ALL_FUNCTIONS)) {
      throw new Forbidden('recipientForbidden', 'Only administrators may send to another user.');
    }
    const item: InboxItem = {
      id: newId(), icon: input.icon ?? null, image: input.image ?? null, title: input.title,
      description: input.description ?? '', time: input.time ?? new Date().toISOString(), read: input.read ?? false,
      seen: input.seen ?? false, link: input.link ?? null, useRouter: input.useRouter ?? false,
    };
    // Someone else's feed: the recipient must be an account of the caller's tenant (else 400, nothing stored).
    const recipientKnown = ownerId === user.id || (await this.store.readModels.get(user.tenant, ACCOUNT_COLLECTIONS.users, ownerId)) !== undefined;
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream(kind, ownerId), actor: user,
      command: { type: 'create', kind, ownerId, item, recipientKnown },
    });
    return item;
  }

  async update(kind: InboxKind, user: AuthUser, id: string, changes: InboxItemPatch): Promise<InboxItem> {
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream(kind, user.id), actor: user,
      command: { type: 'update', kind, ownerId: user.id, id, changes },
    });
    return this.queries.one(kind, user, id);
  }

  async delete(kind: InboxKind, user: AuthUser, id: string): Promise<true> {
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream(kind, user.id), actor: user,
      command: { type: 'delete', kind, ownerId: user.id, id },
    });
    return true;
  }

  async markAllAsRead(kind: InboxKind, user: AuthUser): Promise<true> {
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream(kind, user.id), actor: user,
      command: { type: 'markAllAsRead', kind, ownerId: user.id },
    });
    return true;
  }
}
