import { MaintenanceEvents, type MaintenanceEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Every account of the tenant sees the banner come and go (customers and vendors included: their writes stop too). */
export const maintenancePush = definePush<MaintenanceEvent>('system.maintenance', {
  routes: { [MaintenanceEvents.switchedOn]: [to.tenant], [MaintenanceEvents.switchedOff]: [to.tenant] },
});
