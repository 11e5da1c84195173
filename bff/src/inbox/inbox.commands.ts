import { Injectable } from '@nestjs/common';
import {
  Forbidden, INBOX_READ_ONLY_FIELDS, Refused, INBOX_TOGGLE_READ_ONLY_FIELDS, NotFound, Permission, hasAny, withoutEchoedReadOnly,
  type InboxItem, type InboxKind,
} from '@cis/contracts';
import type { InboxItemInput, InboxItemPatch, ToggleReadStatusDto } from '@cis/contracts/dto';
import { AccountDirectory } from '../platform/auth/account-directory';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { InboxDecider, inboxStream } from './inbox.decider';
import { InboxQueries } from './inbox.queries';

/** The inbox's commands: what each needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class InboxCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: InboxQueries,
    private readonly accounts: AccountDirectory,
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
      ...(input.titleKm !== undefined ? { titleKm: input.titleKm } : {}),
      ...(input.descriptionKm !== undefined ? { descriptionKm: input.descriptionKm } : {}),
    };
    // Someone else's feed: the recipient must be an account of the caller's tenant (else 400, nothing stored). The
    // directory keeps accounts it has read until the accounts change, so a feed of posts costs no read per post.
    const recipientKnown = ownerId === user.id || (await this.accounts.account(user.tenant, ownerId)) !== null;
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream(kind, ownerId), actor: user,
      command: { type: 'create', kind, ownerId, item, recipientKnown },
    });
    return item;
  }

  async update(kind: InboxKind, user: AuthUser, id: string, patch: InboxItemPatch): Promise<InboxItem> {
    // The item as answered may come back: its id unchanged is ignored, another id is refused naming it.
    const { id: _echoed, ...changes } = withoutEchoedReadOnly(patch, await this.own(kind, user, id), INBOX_READ_ONLY_FIELDS, singular(kind));
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream(kind, user.id), actor: user,
      command: { type: 'update', kind, ownerId: user.id, id, changes },
    });
    return this.queries.one(kind, user, id);
  }

  /** `{id, read}`, or the item as answered with `read` changed (every other field read-only in a toggle). */
  async toggleRead(kind: InboxKind, user: AuthUser, body: ToggleReadStatusDto): Promise<InboxItem> {
    const field = singular(kind);
    const item = body[field];
    if (!item) {
      if (body.id === undefined || body.read === undefined) throw new Refused('required', `id and read, or ${field}, are required.`, { field: body.id === undefined ? 'id' : 'read' });
      return this.update(kind, user, body.id, { read: body.read });
    }
    // The parent patch's optional `read` lets a missing one through validation: a toggle needs it.
    if (typeof item.read !== 'boolean') throw new Refused('required', `${field}.read is required.`, { field: `${field}.read` });
    const stored = await this.own(kind, user, item.id);
    const { read } = withoutEchoedReadOnly(item, stored, [...INBOX_READ_ONLY_FIELDS, ...INBOX_TOGGLE_READ_ONLY_FIELDS], field);
    return this.update(kind, user, item.id, { read });
  }

  /** The caller's own item; another user's is as unknown as a missing one. */
  private async own(kind: InboxKind, user: AuthUser, id: string): Promise<InboxItem> {
    const item = (await this.queries.list(kind, user)).find((candidate) => candidate.id === id);
    if (!item) throw new NotFound();
    return item;
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

/** The body field of one item of a feed: `message` or `notification`. */
function singular(kind: InboxKind): 'message' | 'notification' {
  return kind === 'messages' ? 'message' : 'notification';
}
