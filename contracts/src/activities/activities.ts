import type { EventUnion } from '../platform/events';
/** Activities page sample data (spec 001 s3 "Activity item", s7 "Dashboards and pages"). Read-only, per tenant. */

export interface Activity {
  id: string;
  /** An icon name (namespace:name) or null when the item shows an image. */
  icon: string | null;
  image: string | null;
  /** May contain simple markup (strong, em, a). */
  description: string;
  /** ISO timestamp. */
  date: string;
  extraContent?: string;
  linkedContent?: string;
  link?: string;
  useRouter?: boolean;
}

export const ActivitiesRoutes = {
  base: 'api/pages/activities',
} as const;

export const ActivitiesEvents = {
  recorded: 'activities.recorded',
} as const;
export const ACTIVITIES_EVENT_TYPES: readonly string[] = Object.values(ActivitiesEvents);
export interface ActivityRecordedData { activity: Activity }

/** Every event of this sample app (written by genesis only): narrow on `type`. */
export type ActivitiesEvent = EventUnion<{
  [ActivitiesEvents.recorded]: ActivityRecordedData;
}>;
