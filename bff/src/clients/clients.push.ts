import { ClientEvents, type ClientEvent, type ClientTinEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/**
 * A client's change reaches the staff room and the customer accounts that act for it (and one that just stopped),
 * so an open list or client page refreshes. The sockets receive only which client changed: what a reader may see
 * of it is answered by GET api/clients/:id under its own access rule (a staff account without READ_CLIENT_INDIVIDUAL
 * learns an id, nothing more; no customer code such as ALL_FUNCTIONS on a customer opens another's client).
 */
const acting = (ids: readonly string[]) => ids.map((id) => to.user(id));

export const clientsPush = definePush<ClientEvent>('clients', {
  routes: {
    [ClientEvents.registered]: (event) => [to.staff, ...acting(event.data.client.actingAccountIds)],
    [ClientEvents.updated]: (event) => [to.staff, ...acting([...new Set([...event.data.actingAccountIds, ...event.data.previousActingAccountIds])])],
    [ClientEvents.documentAdded]: (event) => [to.staff, ...acting(event.data.actingAccountIds)],
    [ClientEvents.documentRetired]: (event) => [to.staff, ...acting(event.data.actingAccountIds)],
  },
  payload: {
    [ClientEvents.registered]: (event) => ({ clientId: event.data.client.id }),
    [ClientEvents.updated]: (event) => ({ clientId: event.data.clientId }),
    [ClientEvents.documentAdded]: (event) => ({ clientId: event.data.clientId }),
    [ClientEvents.documentRetired]: (event) => ({ clientId: event.data.clientId }),
  },
});

/** The TIN registry's claims are bookkeeping: pushed nowhere. */
export const clientTinsPush = definePush<ClientTinEvent>('client-tins', {
  routes: { [ClientEvents.tinClaimed]: [], [ClientEvents.tinReleased]: [] },
});
