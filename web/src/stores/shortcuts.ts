import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  ShortcutEvents,
  ShortcutRoutes,
  isShortcutsEvent,
  type Shortcut,
  type ShortcutsEvent,
  type StoredOf,
} from '@cis/contracts';
import { http, withQuery } from '../api/http';
import { pushReceived } from '../api/socket';
import { signedOut } from './session';

export type ShortcutInput = Omit<Shortcut, 'id'>;

export const fetchShortcutsFx = createEffect<void, Shortcut[]>(() => http.get<Shortcut[]>(ShortcutRoutes.base));
/** POST api/common/shortcuts {shortcut} */
export const createShortcutFx = createEffect<ShortcutInput, Shortcut>((shortcut) =>
  http.post<Shortcut>(ShortcutRoutes.base, { shortcut }),
);
/** PATCH api/common/shortcuts {id, shortcut} */
export const updateShortcutFx = createEffect<{ id: string; shortcut: Partial<ShortcutInput> }, Shortcut>(({ id, shortcut }) =>
  http.patch<Shortcut>(ShortcutRoutes.base, { id, shortcut }),
);
/** DELETE api/common/shortcuts?id= */
export const deleteShortcutFx = createEffect<string, unknown>((id) => http.delete(withQuery(ShortcutRoutes.base, { id })));
export const shortcutPushApplied = createEvent<StoredOf<ShortcutsEvent>>();

function isShortcut(value: unknown): value is Shortcut {
  return !!value && typeof value === 'object' && 'id' in value && typeof value.id === 'string';
}

function upsert(list: Shortcut[], s: Shortcut): Shortcut[] {
  return list.some((x) => x.id === s.id) ? list.map((x) => (x.id === s.id ? { ...x, ...s } : x)) : [...list, s];
}

/** Apply one shortcut event to a list (pure; used for pushes). */
export function applyShortcutEvent(list: Shortcut[], event: StoredOf<ShortcutsEvent>): Shortcut[] {
  switch (event.type) {
    case ShortcutEvents.created:
      return upsert(list, event.data.shortcut);
    case ShortcutEvents.updated: {
      const d = event.data;
      return list.map((x) => (x.id === d.id ? { ...x, ...d.changes, id: d.id } : x));
    }
    case ShortcutEvents.deleted:
      return list.filter((x) => x.id !== event.data.id);
    default:
      return list;
  }
}

/** The user's shortcuts in the order they were made. */
export const $shortcuts = createStore<Shortcut[]>([])
  .on(fetchShortcutsFx.doneData, (_, list) => (Array.isArray(list) ? list : []))
  .on(createShortcutFx.doneData, (list, s) => (isShortcut(s) ? upsert(list, s) : list))
  .on(updateShortcutFx.done, (list, { params, result }) =>
    isShortcut(result) ? upsert(list, result) : list.map((x) => (x.id === params.id ? { ...x, ...params.shortcut } : x)),
  )
  .on(deleteShortcutFx.done, (list, { params }) => list.filter((x) => x.id !== params))
  .on(shortcutPushApplied, applyShortcutEvent)
  .reset(signedOut);

sample({ clock: pushReceived, filter: isShortcutsEvent, target: shortcutPushApplied });
