import { Permission, TAX_RETURN_PERMISSIONS, TaxReturnEvents, type StoredOf, type TaxReturnEvent } from '@cis/contracts';
import { definePush, to, type Audience } from '../platform/realtime/push-routes';

/**
 * A return's change goes to the client's accounts (as they were when it happened) and to the staff who may see
 * returns of its type (the list, the return's screen and the work queue refresh from it). The preparer learns that a
 * return came back, the reviewer that one awaits review: both are among the staff of the type.
 */
function audience(event: StoredOf<TaxReturnEvent>): Audience[] {
  const codes = TAX_RETURN_PERMISSIONS[event.data.type];
  return [
    ...event.data.clientUserIds.map((id) => to.user(id)),
    to.permission(codes.read), to.permission(codes.update), to.permission(Permission.ALL_FUNCTIONS), to.permission(Permission.ALL_FUNCTIONS_READ),
  ];
}

/** Sockets receive the return's identity and new status, not its form: the screen reads the return it shows. */
const slim = (event: StoredOf<TaxReturnEvent>) => ({
  id: event.data.id, clientId: event.data.clientId, type: event.data.type, period: event.data.period, by: event.data.by,
  version: event.version,
});

export const taxReturnsPush = definePush<TaxReturnEvent>('tax-returns', {
  routes: {
    [TaxReturnEvents.created]: audience,
    [TaxReturnEvents.formChanged]: audience,
    [TaxReturnEvents.submittedForReview]: audience,
    [TaxReturnEvents.returned]: audience,
    [TaxReturnEvents.approved]: audience,
    [TaxReturnEvents.clientApproved]: audience,
    [TaxReturnEvents.filed]: audience,
    [TaxReturnEvents.paid]: audience,
    [TaxReturnEvents.amended]: audience,
    [TaxReturnEvents.cancelled]: audience,
    [TaxReturnEvents.attachmentAdded]: audience,
    [TaxReturnEvents.attachmentRemoved]: audience,
  },
  payload: {
    [TaxReturnEvents.created]: slim,
    [TaxReturnEvents.formChanged]: slim,
    [TaxReturnEvents.submittedForReview]: slim,
    [TaxReturnEvents.returned]: slim,
    [TaxReturnEvents.approved]: slim,
    [TaxReturnEvents.clientApproved]: slim,
    [TaxReturnEvents.filed]: slim,
    [TaxReturnEvents.paid]: slim,
    [TaxReturnEvents.amended]: slim,
    [TaxReturnEvents.cancelled]: slim,
    [TaxReturnEvents.attachmentAdded]: slim,
    [TaxReturnEvents.attachmentRemoved]: slim,
  },
});
