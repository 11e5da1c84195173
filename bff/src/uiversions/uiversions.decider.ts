import { UiVersionEvents, sameJson, type UiVersionEvent, type VersionInfo } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/** One stream for the deployment: the current version is one value, every publication replaces it. */
export const UIVERSION_STREAM = 'uiversion';
export const UIVERSION_COLLECTION = 'uiversion';
export const CURRENT_VERSION_ID = 'current';
/** The web build this BFF ships with; kept in step with web/package.json by the release. */
export const INITIAL_VERSION: VersionInfo = { versions: '1.0.0', message: null };

export type UiVersionCommand = { type: 'publish'; info: VersionInfo };

/** The version last published; null before the first. */
export type UiVersionState = VersionInfo | null;

export const UiVersionDecider: Decider<UiVersionCommand, UiVersionEvent, UiVersionState> = {
  initialState: null,

  decide(command) {
    switch (command.type) {
      // Publishing again (even the same version) shows the banner again: every publication is recorded.
      case 'publish':
        return [{ type: UiVersionEvents.published, data: command.info }];
    }
  },

  evolve(current, event) {
    switch (event.type) {
      case UiVersionEvents.published:
        return sameJson(current, event.data) ? current : event.data;
      default:
        return current;
    }
  },
};
