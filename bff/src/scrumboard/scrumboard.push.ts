import { APP_ACCESS, ScrumboardEvents, type ScrumboardEvent } from '@cis/contracts';
import { definePush, sameRoute, to } from '../platform/realtime/push-routes';

/** Whoever may open the app (APP_ACCESS.scrumboard: staff), the same rule as its routes. */
const SCRUMBOARD_AUDIENCE = [to.access(APP_ACCESS.scrumboard)];

export const scrumboardPush = definePush<ScrumboardEvent>('scrumboard', {
  routes: sameRoute<ScrumboardEvent>(Object.values(ScrumboardEvents), SCRUMBOARD_AUDIENCE),
});
