import { InboxEvents, NotFound, Refused, type InboxEvent, type InboxItem } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { InboxDecider } from './inbox.decider';

const owner = 'user-1';
const item = (id: string, flags: Partial<InboxItem> = {}): InboxItem => ({
  id, icon: null, image: null, title: `Item ${id}`, description: '', time: '2026-11-01T08:00:00.000Z', read: false, seen: false,
  link: null, useRouter: false, ...flags,
});
const created = (i: InboxItem): InboxEvent => ({ type: InboxEvents.created, data: { kind: 'messages', ownerId: owner, item: i } });

describe('the inbox decider', () => {
  it('creates an item in the owner\'s feed', () => {
    given(InboxDecider).when({ type: 'create', kind: 'messages', ownerId: owner, item: item('a'), recipientKnown: true })
      .then([created(item('a'))]);
  });

  it('refuses a recipient that is no account of the tenant, naming recipientId', () => {
    const error = given(InboxDecider).when({ type: 'create', kind: 'messages', ownerId: 'nobody', item: item('a'), recipientKnown: false })
      .thenRefused(Refused, 'unknownReference') as Refused;
    expect(error.fields.map((f) => f.field)).toEqual(['recipientId']);
  });

  it('records the changes of an update, never the id', () => {
    given(InboxDecider, [created(item('a'))])
      .when({ type: 'update', kind: 'messages', ownerId: owner, id: 'a', changes: { id: 'a', title: 'New title' } })
      .then([{ type: InboxEvents.updated, data: { kind: 'messages', ownerId: owner, id: 'a', changes: { title: 'New title' } } }]);
  });

  it('records nothing for an empty update', () => {
    given(InboxDecider, [created(item('a'))]).when({ type: 'update', kind: 'messages', ownerId: owner, id: 'a', changes: {} }).thenNothing();
  });

  it('answers 404 for an item the feed does not hold, deleted ones included', () => {
    given(InboxDecider).when({ type: 'update', kind: 'messages', ownerId: owner, id: 'a', changes: { title: 'x' } }).thenRefused(NotFound);
    given(InboxDecider, [created(item('a')), { type: InboxEvents.deleted, data: { kind: 'messages', ownerId: owner, id: 'a' } }])
      .when({ type: 'delete', kind: 'messages', ownerId: owner, id: 'a' }).thenRefused(NotFound);
  });

  it('marks only the items not yet read and seen, and nothing when all are', () => {
    const history = [created(item('a')), created(item('b', { read: true, seen: true })), created(item('c', { read: true }))];
    given(InboxDecider, history).when({ type: 'markAllAsRead', kind: 'messages', ownerId: owner })
      .then([{ type: InboxEvents.allRead, data: { kind: 'messages', ownerId: owner, ids: ['a', 'c'] } }]);
    const allRead: InboxEvent = { type: InboxEvents.allRead, data: { kind: 'messages', ownerId: owner, ids: ['a', 'c'] } };
    given(InboxDecider, [...history, allRead]).when({ type: 'markAllAsRead', kind: 'messages', ownerId: owner }).thenNothing();
  });

  it('folds a read toggle into the state, so mark-all-as-read leaves it out', () => {
    const toggled: InboxEvent = { type: InboxEvents.updated, data: { kind: 'messages', ownerId: owner, id: 'a', changes: { read: true, seen: true } } };
    given(InboxDecider, [created(item('a')), toggled]).when({ type: 'markAllAsRead', kind: 'messages', ownerId: owner }).thenNothing();
  });
});
