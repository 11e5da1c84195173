import { ScrumboardEvents, type ScrumboardEvent } from '@cis/contracts';
import { definePush, sameRoute, to } from '../platform/realtime/push-routes';

/** Who sees the scrumboard: it is shared by every user of the tenant. */
const SCRUMBOARD_AUDIENCE = [to.tenant];

export const scrumboardPush = definePush<ScrumboardEvent>('scrumboard', {
  routes: sameRoute<ScrumboardEvent>(Object.values(ScrumboardEvents), SCRUMBOARD_AUDIENCE),
});
