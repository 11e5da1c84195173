import { createEffect, createStore, sample } from 'effector';
import { SystemRoutes, isMasterDataEvent, type WallPost } from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';

/** GET api/system/wall: the wall's announcements (READ_WALL or ALL_FUNCTIONS), shown in the notifications. */
export const fetchWallFx = createEffect<void, WallPost[]>(() => http.get<WallPost[]>(SystemRoutes.wall, { silent: true }));

export const $wallPosts = createStore<WallPost[]>([]).on(fetchWallFx.doneData, (_, posts) => posts);

/** A wall row changed (the push says which, not its values): read the wall again. */
sample({
  clock: pushReceived,
  filter: (e) => isMasterDataEvent(e) && e.data.kind === 'wall',
  fn: () => undefined,
  target: fetchWallFx,
});
