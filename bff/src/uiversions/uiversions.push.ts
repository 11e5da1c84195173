import { UiVersionEvents, type UiVersionEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Every open client, signed in or not yet, learns of a new version. */
export const uiVersionPush = definePush<UiVersionEvent>('uiversions', {
  routes: { [UiVersionEvents.published]: [to.all] },
});
