import type { EventUnion } from '../platform/events';
/** UI icons page sample data (spec 001 s3 "Icon set response", s7). Read-only, per tenant. */

export const ICON_SETS = [
  'feather', 'heroicons-outline', 'heroicons-solid', 'heroicons-mini', 'material-solid', 'material-outline', 'material-twotone',
] as const;
export type IconSetKey = (typeof ICON_SETS)[number];

export interface IconSet {
  /** Icon registry namespace, e.g. 'heroicons_outline'; an icon is addressed as namespace:name. */
  namespace: string;
  /** Display name, e.g. 'Heroicons Outline'. */
  name: string;
  /** Grid size class of the icon grid, e.g. 'icon-size-6'. */
  grid: string;
  /** Icon names of the set. */
  list: string[];
}

export const IconsRoutes = {
  /** GET with :set one of ICON_SETS. */
  set: 'api/ui/icons/:set',
  of: (set: IconSetKey) => `api/ui/icons/${set}`,
} as const;

export const IconsEvents = {
  setPublished: 'icons.set-published',
} as const;
export const ICONS_EVENT_TYPES: readonly string[] = Object.values(IconsEvents);
export interface IconSetPublishedData { set: IconSetKey; iconSet: IconSet }

/** Every event of this sample app (written by genesis only): narrow on `type`. */
export type IconsEvent = EventUnion<{
  [IconsEvents.setPublished]: IconSetPublishedData;
}>;
