import { createEffect, createEvent, createStore, sample } from 'effector';
import { MaintenanceEvents, SystemRoutes, isMaintenanceEvent, type MaintenanceState } from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';

/** GET api/system/maintenance: the tenant's maintenance mode (issue 14), for the banner every portal shows. */
export const fetchMaintenanceFx = createEffect<void, MaintenanceState>(() => http.get<MaintenanceState>(SystemRoutes.maintenance, { silent: true }));
export const maintenanceReceived = createEvent<MaintenanceState>();

export const $maintenance = createStore<MaintenanceState | null>(null, { skipVoid: false })
  .on(fetchMaintenanceFx.doneData, (_, state) => state)
  .on(maintenanceReceived, (_, state) => state);

sample({
  clock: pushReceived.filterMap((e) => (isMaintenanceEvent(e) ? e : undefined)),
  fn: (e): MaintenanceState => e.type === MaintenanceEvents.switchedOn
    ? { on: true, message: e.data.message, since: e.data.at, by: e.userId }
    : { on: false, message: null, since: e.data.at, by: e.userId },
  target: maintenanceReceived,
});
