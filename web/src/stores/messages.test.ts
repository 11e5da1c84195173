import { allSettled, fork } from 'effector';
import { InboxEvents, type InboxItem } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { pushReceived } from '../api/socket';
import { messages, notifications, sortNewestFirst } from './messages';
import { signedOut, signedOutCleanupFx } from './session';
import { push } from './testing';

const item = (id: string, time: string, read = false, extra: Partial<InboxItem> = {}): InboxItem => ({
  id,
  icon: 'pi pi-envelope',
  image: null,
  title: `Title ${id}`,
  description: '',
  time,
  read,
  seen: false,
  link: null,
  useRouter: false,
  ...extra,
});
const m1 = item('m1', '2026-03-01T08:00:00.000Z', true);
const m2 = item('m2', '2026-03-03T08:00:00.000Z');
const m3 = item('m3', '2026-03-02T08:00:00.000Z');
const ids = (list: InboxItem[]) => list.map((i) => i.id);

beforeEach(() => resetHttp());

it('fetches the list and keeps it newest first, with the unread count', async () => {
  const f = fakeFetch(routes({ 'GET api/common/messages': { body: [m1, m2, m3] } }));
  configureHttp({ fetch: f });
  const scope = fork();
  await allSettled(messages.fetchFx, { scope });
  expect(ids(scope.getState(messages.$items))).toEqual(['m2', 'm3', 'm1']);
  expect(scope.getState(messages.$unreadCount)).toBe(2);
  expect(scope.getState(messages.$loaded)).toBe(true);
});

it('notifications use their own routes and store', async () => {
  const f = fakeFetch(routes({ 'GET api/common/notifications': { body: [m1] } }));
  configureHttp({ fetch: f });
  const scope = fork();
  await allSettled(notifications.fetchFx, { scope });
  expect(ids(scope.getState(notifications.$items))).toEqual(['m1']);
  expect(scope.getState(messages.$items)).toEqual([]);
});

it('mark all as read: GET .../mark-all-as-read, then every item is read', async () => {
  const f = fakeFetch(routes({ 'GET api/common/messages/mark-all-as-read': { status: 204 } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[messages.$items, [m2, m3, m1]]] });
  await allSettled(messages.markAllAsReadFx, { scope });
  expect(f.calls[0].url).toBe('/api/common/messages/mark-all-as-read');
  expect(scope.getState(messages.$unreadCount)).toBe(0);
});

it('toggle read: POST toggle-read-status {id, read} and the item follows', async () => {
  const f = fakeFetch(routes({ 'POST api/common/messages/toggle-read-status': (c) => ({ body: { ...m2, read: (c.body as { read: boolean }).read } }) }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[messages.$items, [m2, m3, m1]]] });
  await allSettled(messages.toggleReadFx, { scope, params: { id: 'm2', read: true } });
  expect(f.calls[0].body).toEqual({ id: 'm2', read: true });
  expect(scope.getState(messages.$unreadCount)).toBe(1);
  await allSettled(messages.toggleReadFx, { scope, params: { id: 'm1', read: false } });
  expect(scope.getState(messages.$items).find((i) => i.id === 'm1')!.read).toBe(false);
});

it('delete: DELETE ?id= and the item is gone', async () => {
  const f = fakeFetch(routes({ 'DELETE api/common/messages': { status: 204 } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[messages.$items, [m2, m3, m1]]] });
  await allSettled(messages.deleteFx, { scope, params: 'm3' });
  expect(f.calls[0].url).toBe('/api/common/messages?id=m3');
  expect(ids(scope.getState(messages.$items))).toEqual(['m2', 'm1']);
});

it('a failed delete keeps the item', async () => {
  configureHttp({ fetch: fakeFetch(() => ({ status: 404, body: {} })) });
  const scope = fork({ values: [[messages.$items, [m2]]] });
  await allSettled(messages.deleteFx, { scope, params: 'm2' });
  expect(ids(scope.getState(messages.$items))).toEqual(['m2']);
});

it('create: POST {message} (or {notification}) and the answer is listed in time order', async () => {
  const created = item('m4', '2026-03-04T08:00:00.000Z');
  const f = fakeFetch(routes({ 'POST api/common/messages': { body: created }, 'POST api/common/notifications': { body: created } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[messages.$items, [m2, m1]]] });
  await allSettled(messages.createFx, { scope, params: { title: 'Title m4' } });
  expect(f.calls[0].body).toEqual({ message: { title: 'Title m4' } });
  expect(ids(scope.getState(messages.$items))).toEqual(['m4', 'm2', 'm1']);
  await allSettled(notifications.createFx, { scope, params: { title: 'n' } });
  expect(f.calls[1].body).toEqual({ notification: { title: 'n' } });
});

it('update: PATCH {id, message}', async () => {
  const f = fakeFetch(routes({ 'PATCH api/common/messages': { body: { ...m2, title: 'Renamed' } } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[messages.$items, [m2, m1]]] });
  await allSettled(messages.updateFx, { scope, params: { id: 'm2', changes: { title: 'Renamed' } } });
  expect(f.calls[0].body).toEqual({ id: 'm2', message: { title: 'Renamed' } });
  expect(scope.getState(messages.$items)[0].title).toBe('Renamed');
});

describe('pushes', () => {
  it('created, updated, deleted and all-read events of this kind apply live', async () => {
    const scope = fork({ values: [[messages.$items, [m2, m1]]] });
    const m5 = item('m5', '2026-03-05T00:00:00.000Z');
    await allSettled(pushReceived, { scope, params: push(InboxEvents.created, { kind: 'messages', ownerId: 'u', item: m5 }) });
    expect(ids(scope.getState(messages.$items))).toEqual(['m5', 'm2', 'm1']);
    // The same item again (own create answered, then pushed) is not duplicated.
    await allSettled(pushReceived, { scope, params: push(InboxEvents.created, { kind: 'messages', ownerId: 'u', item: m5 }) });
    expect(ids(scope.getState(messages.$items))).toEqual(['m5', 'm2', 'm1']);
    await allSettled(pushReceived, { scope, params: push(InboxEvents.updated, { kind: 'messages', ownerId: 'u', id: 'm2', changes: { read: true } }) });
    expect(scope.getState(messages.$unreadCount)).toBe(1);
    await allSettled(pushReceived, { scope, params: push(InboxEvents.deleted, { kind: 'messages', ownerId: 'u', id: 'm1' }) });
    expect(ids(scope.getState(messages.$items))).toEqual(['m5', 'm2']);
    await allSettled(pushReceived, { scope, params: push(InboxEvents.allRead, { kind: 'messages', ownerId: 'u', ids: ['m5'] }) });
    expect(scope.getState(messages.$unreadCount)).toBe(0);
  });

  it('events of the other kind go to the other store', async () => {
    const scope = fork({ values: [[messages.$items, [m2]], [notifications.$items, []]] });
    await allSettled(pushReceived, { scope, params: push(InboxEvents.created, { kind: 'notifications', ownerId: 'u', item: m3 }) });
    expect(ids(scope.getState(messages.$items))).toEqual(['m2']);
    expect(ids(scope.getState(notifications.$items))).toEqual(['m3']);
  });

  it('an update for an unknown id changes nothing', async () => {
    const scope = fork({ values: [[messages.$items, [m2]]] });
    await allSettled(pushReceived, { scope, params: push(InboxEvents.updated, { kind: 'messages', ownerId: 'u', id: 'zz', changes: { read: true } }) });
    expect(scope.getState(messages.$items)).toEqual([m2]);
  });
});

it('sign-out empties both stores', async () => {
  const scope = fork({ values: [[messages.$items, [m2]], [notifications.$items, [m1]]], handlers: [[signedOutCleanupFx, () => undefined]] });
  await allSettled(signedOut, { scope });
  expect(scope.getState(messages.$items)).toEqual([]);
  expect(scope.getState(notifications.$items)).toEqual([]);
});

it('sortNewestFirst is stable for equal times', () => {
  const a = item('a', '2026-01-01T00:00:00Z');
  const b = item('b', '2026-01-01T00:00:00Z');
  expect(ids(sortNewestFirst([b, a]))).toEqual(['a', 'b']);
});
