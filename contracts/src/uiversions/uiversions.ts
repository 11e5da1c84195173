import { isEventOf, type EventUnion } from '../platform/events';

export interface VersionInfo {
  versions: string;
  message: string | null;
}
export const UiVersionRoutes = { current: 'public/uiversions/1', publish: 'api/admin/uiversions' } as const;
export const UiVersionEvents = { published: 'uiversions.published' } as const;
export type UiVersionPublishedData = VersionInfo;

/** Every event of the UI versions: one deployment-wide stream (the current version is one value). */
export type UiVersionEvent = EventUnion<{
  [UiVersionEvents.published]: UiVersionPublishedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<UiVersionEvent>`. */
export const isUiVersionEvent = isEventOf<UiVersionEvent>(Object.values(UiVersionEvents));
