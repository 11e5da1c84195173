import { isEventOf, type EventUnion } from '../platform/events';

export interface VersionInfo {
  versions: string;
  message: string | null;
}
/**
 * A published UI version: numbers as the web build's (`1.2.0`), optionally a pre-release or build suffix (`1.2.0-rc.1`).
 * Every open portal compares it with its own build and shows the update banner while they differ, so a typo ("abc")
 * would leave the banner up for everyone after every reload.
 */
export const UI_VERSION_PATTERN = /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:[-+][0-9A-Za-z.-]+)?$/;
export const UiVersionRoutes = { current: 'public/uiversions/1', publish: 'api/admin/uiversions' } as const;
export const UiVersionEvents = { published: 'uiversions.published' } as const;
export type UiVersionPublishedData = VersionInfo;

/** Every event of the UI versions: one deployment-wide stream (the current version is one value). */
export type UiVersionEvent = EventUnion<{
  [UiVersionEvents.published]: UiVersionPublishedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<UiVersionEvent>`. */
export const isUiVersionEvent = isEventOf<UiVersionEvent>(Object.values(UiVersionEvents));
