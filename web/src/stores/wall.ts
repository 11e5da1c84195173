import { createEffect, createStore, sample } from 'effector';
import { MasterDataEvents, SystemRoutes, type WallPost } from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';

/** GET api/system/wall: the wall's announcements (READ_WALL or ALL_FUNCTIONS), shown in the notifications. */
export const fetchWallFx = createEffect<void, WallPost[]>(() => http.get<WallPost[]>(SystemRoutes.wall, { silent: true }));

export const $wallPosts = createStore<WallPost[]>([]).on(fetchWallFx.doneData, (_, posts) => posts);

const WALL_EVENTS: readonly string[] = [MasterDataEvents.created, MasterDataEvents.updated, MasterDataEvents.retired];

/** A wall row changed (the push says which, not its values): read the wall again. */
sample({
  clock: pushReceived,
  filter: (e) => WALL_EVENTS.includes(e.type) && (e.data as { kind?: string } | null)?.kind === 'wall',
  fn: () => undefined,
  target: fetchWallFx,
});
