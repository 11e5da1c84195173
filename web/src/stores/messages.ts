import { createEffect, createEvent, createStore, sample, type EventCallable, type Effect, type Store, type StoreWritable } from 'effector';
import {
  InboxEvents,
  InboxRoutes,
  isInboxEvent,
  type InboxItem,
  type InboxKind,
  type PushEvent,
} from '@cis/contracts';
import { http, withQuery } from '../api/http';
import { pushReceived } from '../api/socket';
import { signedOut } from './session';

/** What a new item needs (the server fills id, time, read, seen when absent). */
export type InboxItemInput = Partial<Omit<InboxItem, 'id'>> & { title: string };

export interface InboxStore {
  kind: InboxKind;
  /** Newest first. */
  $items: StoreWritable<InboxItem[]>;
  $unreadCount: Store<number>;
  $loaded: StoreWritable<boolean>;
  fetchFx: Effect<void, InboxItem[]>;
  /** GET .../mark-all-as-read */
  markAllAsReadFx: Effect<void, unknown>;
  /** POST .../toggle-read-status {id, read} */
  toggleReadFx: Effect<{ id: string; read: boolean }, InboxItem | undefined>;
  /** DELETE ...?id= */
  deleteFx: Effect<string, unknown>;
  /** POST ... {message} or {notification} */
  createFx: Effect<InboxItemInput, InboxItem>;
  /** PATCH ... {id, message} or {id, notification} */
  updateFx: Effect<{ id: string; changes: Partial<Omit<InboxItem, 'id'>> }, InboxItem>;
  /** One inbox push of this kind, applied to $items. */
  pushApplied: EventCallable<PushEvent>;
}

/** Newest first; ties keep a stable order by id. */
export function sortNewestFirst(items: readonly InboxItem[]): InboxItem[] {
  return [...items].sort((a, b) => {
    const d = Date.parse(b.time) - Date.parse(a.time);
    return d !== 0 && !Number.isNaN(d) ? d : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

function upsert(items: InboxItem[], item: InboxItem): InboxItem[] {
  return sortNewestFirst([...items.filter((i) => i.id !== item.id), item]);
}

function patch(items: InboxItem[], id: string, changes: Partial<InboxItem>): InboxItem[] {
  if (!items.some((i) => i.id === id)) return items;
  return sortNewestFirst(items.map((i) => (i.id === id ? { ...i, ...changes, id } : i)));
}


/** Apply one inbox event to a list (pure; used for pushes). */
export function applyInboxEvent(items: InboxItem[], event: PushEvent): InboxItem[] {
  if (!isInboxEvent(event)) return items;
  switch (event.type) {
    case InboxEvents.created:
      return upsert(items, event.data.item);
    case InboxEvents.updated:
      return patch(items, event.data.id, event.data.changes);
    case InboxEvents.deleted: {
      const { id } = event.data;
      return items.filter((i) => i.id !== id);
    }
    case InboxEvents.allRead: {
      const ids = new Set(event.data.ids ?? []);
      return items.map((i) => (ids.has(i.id) ? { ...i, read: true } : i));
    }
    default:
      return items;
  }
}


export function createInboxStore(kind: InboxKind): InboxStore {
  const field = kind === 'messages' ? 'message' : 'notification';

  const fetchFx = createEffect<void, InboxItem[]>(() => http.get<InboxItem[]>(InboxRoutes.base(kind)));
  const markAllAsReadFx = createEffect<void, unknown>(() => http.get(InboxRoutes.markAllAsRead(kind)));
  const toggleReadFx = createEffect<{ id: string; read: boolean }, InboxItem | undefined>(({ id, read }) =>
    http.post<InboxItem | undefined>(InboxRoutes.toggleReadStatus(kind), { id, read }),
  );
  const deleteFx = createEffect<string, unknown>((id) => http.delete(withQuery(InboxRoutes.base(kind), { id })));
  const createFx = createEffect<InboxItemInput, InboxItem>((item) => http.post<InboxItem>(InboxRoutes.base(kind), { [field]: item }));
  const updateFx = createEffect<{ id: string; changes: Partial<Omit<InboxItem, 'id'>> }, InboxItem>(({ id, changes }) =>
    http.patch<InboxItem>(InboxRoutes.base(kind), { id, [field]: changes }),
  );
  const pushApplied = createEvent<PushEvent>();

  const $items = createStore<InboxItem[]>([])
    .on(fetchFx.doneData, (_, items) => sortNewestFirst(Array.isArray(items) ? items : []))
    .on(markAllAsReadFx.done, (items) => items.map((i) => (i.read ? i : { ...i, read: true })))
    .on(toggleReadFx.done, (items, { params }) => patch(items, params.id, { read: params.read }))
    .on(deleteFx.done, (items, { params }) => items.filter((i) => i.id !== params))
    .on(createFx.doneData, (items, item) => (item && typeof item.id === 'string' ? upsert(items, item) : items))
    .on(updateFx.doneData, (items, item) => (item && typeof item.id === 'string' ? patch(items, item.id, item) : items))
    .on(pushApplied, applyInboxEvent)
    .reset(signedOut);

  sample({
    clock: pushReceived,
    filter: (e) => isInboxEvent(e) && e.data.kind === kind,
    target: pushApplied,
  });

  const $unreadCount = $items.map((items) => items.filter((i) => !i.read).length);
  const $loaded = createStore(false).on(fetchFx.done, () => true).reset(signedOut);

  return { kind, $items, $unreadCount, $loaded, fetchFx, markAllAsReadFx, toggleReadFx, deleteFx, createFx, updateFx, pushApplied };
}

export const messages = createInboxStore('messages');
export const notifications = createInboxStore('notifications');
