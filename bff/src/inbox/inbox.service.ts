import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Permission, hasAny, type InboxItem, type InboxKind } from '@cis/contracts';
import type { InboxItemInput, InboxItemPatch } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { InboxDecider, inboxStream } from './inbox.decider';

/** Commands and queries of one user's feed; the two controllers only map the spec's routes onto it. */
@Injectable()
export class InboxService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  async list(kind: InboxKind, user: AuthUser): Promise<InboxItem[]> {
    const items = await this.feed(this.store.readModels, kind, user.tenant, user.id);
    return items.sort((a, b) => b.time.localeCompare(a.time));
  }

  async create(kind: InboxKind, user: AuthUser, input: InboxItemInput, recipientId?: string): Promise<InboxItem> {
    const ownerId = recipientId ?? user.id;
    if (ownerId !== user.id && !hasAny(user, Permission.ALL_FUNCTIONS)) {
      throw new ForbiddenException('Only administrators may send to another user.');
    }
    const item: InboxItem = {
      id: newId(), icon: input.icon ?? null, image: input.image ?? null, title: input.title,
      description: input.description ?? '', time: input.time ?? new Date().toISOString(), read: input.read ?? false,
      seen: input.seen ?? false, link: input.link ?? null, useRouter: input.useRouter ?? false,
    };
    await this.commands.execute({
      stream: inboxStream(kind, ownerId),
      actor: user,
      // Someone else's feed: the recipient must be an account of the caller's tenant (else 400, nothing stored).
      load: async (rm) => ownerId === user.id || (await rm.get(user.tenant, ACCOUNT_COLLECTIONS.users, ownerId)) !== undefined,
      decide: (recipientKnown) => InboxDecider.create(kind, ownerId, item, recipientKnown),
    });
    return item;
  }

  async update(kind: InboxKind, user: AuthUser, id: string, changes: InboxItemPatch): Promise<InboxItem> {
    await this.commands.execute({
      stream: inboxStream(kind, user.id),
      actor: user,
      load: (rm) => this.feed(rm, kind, user.tenant, user.id),
      decide: (feed) => InboxDecider.update(kind, user.id, feed, id, changes as Partial<InboxItem>),
    });
    return this.one(kind, user, id);
  }

  async delete(kind: InboxKind, user: AuthUser, id: string): Promise<true> {
    await this.commands.execute({
      stream: inboxStream(kind, user.id),
      actor: user,
      load: (rm) => this.feed(rm, kind, user.tenant, user.id),
      decide: (feed) => InboxDecider.delete(kind, user.id, feed, id),
    });
    return true;
  }

  async markAllAsRead(kind: InboxKind, user: AuthUser): Promise<true> {
    await this.commands.execute({
      stream: inboxStream(kind, user.id),
      actor: user,
      load: (rm) => this.feed(rm, kind, user.tenant, user.id),
      decide: (feed) => InboxDecider.markAllAsRead(kind, user.id, feed),
    });
    return true;
  }

  private async one(kind: InboxKind, user: AuthUser, id: string): Promise<InboxItem> {
    const item = await this.store.readModels.get<InboxItem>(user.tenant, kind, id);
    return item as InboxItem;
  }

  private feed(rm: ReadModelReader, kind: InboxKind, tenant: string, ownerId: string): Promise<InboxItem[]> {
    return rm.list<InboxItem>(tenant, kind, { owner: ownerId });
  }
}
