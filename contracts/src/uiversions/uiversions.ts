export interface VersionInfo {
  versions: string;
  message: string | null;
}
export const UiVersionRoutes = { current: 'public/uiversions/1', publish: 'api/admin/uiversions' } as const;
export const UiVersionEvents = { published: 'uiversions.published' } as const;
export type UiVersionPublishedData = VersionInfo;
