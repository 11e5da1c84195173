import { MASTER_DATA_DECLARATIONS, MasterDataEvents, Permission, type MasterDataEvent, type StoredOf } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** A kind everyone reads goes to the whole tenant, a staff kind to the staff: open screens refetch what changed. */
const readersOf = (event: StoredOf<MasterDataEvent>) => [
  MASTER_DATA_DECLARATIONS[event.data.kind].readers === 'signed-in' ? to.tenant : to.staff,
  // Wall posts are announcements (issue 14): every READ_WALL holder's notifications refetch GET api/system/wall.
  ...(event.data.kind === 'wall' ? [to.permission(Permission.READ_WALL)] : []),
];
/** The screens refetch; the sockets learn which row changed, not its values. */
const which = (event: StoredOf<MasterDataEvent>) => ({ kind: event.data.kind, id: event.data.id });

export const masterDataPush = definePush<MasterDataEvent>('master-data', {
  routes: {
    [MasterDataEvents.created]: readersOf,
    [MasterDataEvents.updated]: readersOf,
    [MasterDataEvents.retired]: readersOf,
  },
  payload: {
    [MasterDataEvents.created]: which,
    [MasterDataEvents.updated]: which,
    [MasterDataEvents.retired]: which,
  },
});
