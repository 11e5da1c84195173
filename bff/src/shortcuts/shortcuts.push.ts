import { ShortcutEvents, type ShortcutsEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Shortcuts reach every tab of their owner. */
const owner = (event: { data: { ownerId: string } }) => [to.user(event.data.ownerId)];

export const shortcutsPush = definePush<ShortcutsEvent>('shortcuts', {
  routes: {
    [ShortcutEvents.created]: owner,
    [ShortcutEvents.updated]: owner,
    [ShortcutEvents.deleted]: owner,
  },
});
