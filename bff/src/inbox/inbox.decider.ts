import { NotFoundException } from '@nestjs/common';
import { ValidationFailed } from '../platform/errors/error-envelope.filter';
import {
  InboxEvents, type InboxAllReadData, type InboxItem, type InboxItemCreatedData, type InboxItemDeletedData,
  type InboxItemUpdatedData, type InboxKind, type NewEvent,
} from '@cis/contracts';

/** Pure decisions over one user's feed (messages or notifications). State: that feed's items. */
export const InboxDecider = {
  /** recipientKnown: the owner of the feed is an account of the tenant (an admin's recipientId may name anyone). */
  create(kind: InboxKind, ownerId: string, item: InboxItem, recipientKnown = true): NewEvent[] {
    if (!recipientKnown) {
      throw new ValidationFailed([{
        field: 'recipientId', userMessage: 'recipientId names no user.', developerMessage: `recipientId ${ownerId} is not a user of this tenant`,
      }]);
    }
    return [{ type: InboxEvents.created, data: { kind, ownerId, item } satisfies InboxItemCreatedData }];
  },

  update(kind: InboxKind, ownerId: string, feed: InboxItem[], id: string, changes: Partial<InboxItem>): NewEvent[] {
    mustFind(feed, id);
    const { id: _ignored, ...rest } = changes;
    // An empty patch changes nothing: no event, and the caller answers the item as it is.
    if (Object.values(rest).every((value) => value === undefined)) return [];
    return [{ type: InboxEvents.updated, data: { kind, ownerId, id, changes: rest } satisfies InboxItemUpdatedData }];
  },

  delete(kind: InboxKind, ownerId: string, feed: InboxItem[], id: string): NewEvent[] {
    mustFind(feed, id);
    return [{ type: InboxEvents.deleted, data: { kind, ownerId, id } satisfies InboxItemDeletedData }];
  },

  /** read and seen become true on every item; nothing to record when all already are. */
  markAllAsRead(kind: InboxKind, ownerId: string, feed: InboxItem[]): NewEvent[] {
    const ids = feed.filter((item) => !item.read || !item.seen).map((item) => item.id);
    if (ids.length === 0) return [];
    return [{ type: InboxEvents.allRead, data: { kind, ownerId, ids } satisfies InboxAllReadData }];
  },
};

function mustFind(feed: InboxItem[], id: string): InboxItem {
  const item = feed.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundException();
  return item;
}

export function inboxStream(kind: InboxKind, ownerId: string): string {
  return `inbox-${kind}-${ownerId}`;
}
