import { APP_ACCESS, InventoryEvents, type InventoryEvent } from '@cis/contracts';
import { definePush, sameRoute, to } from '../platform/realtime/push-routes';

/** The inventory: every change goes to whoever may open it (APP_ACCESS.inventory: staff). */
export const inventoryPush = definePush<InventoryEvent>('inventory', {
  routes: sameRoute<InventoryEvent>(Object.values(InventoryEvents), [to.access(APP_ACCESS.inventory)]),
});
