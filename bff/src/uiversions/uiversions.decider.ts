import { UiVersionEvents, type NewEvent, type VersionInfo } from '@cis/contracts';

export const UIVERSION_STREAM = 'uiversion';
export const UIVERSION_COLLECTION = 'uiversion';
export const CURRENT_VERSION_ID = 'current';
/** The web build this BFF ships with; kept in step with web/package.json by the release. */
export const INITIAL_VERSION: VersionInfo = { versions: '1.0.0', message: null };

export const UiVersionDecider = {
  publish(info: VersionInfo): NewEvent[] {
    return [{ type: UiVersionEvents.published, data: info }];
  },
};
