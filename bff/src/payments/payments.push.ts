import { Permission, PaymentEvents, type PaymentEvent } from '@cis/contracts';
import { definePush, to, type Audience } from '../platform/realtime/push-routes';

/** The staff who see online payment transactions: READ_TAX_PAYMENT, or ALL_FUNCTIONS / ALL_FUNCTIONS_READ. */
const PAYMENT_STAFF: readonly Audience[] = [Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ].map(to.permission);
/** A top-up's events: its customer's sockets and the payment staff. */
const topUpAudience = (event: { data: { customerP24Id: string } }): readonly Audience[] => [to.customer(event.data.customerP24Id), ...PAYMENT_STAFF];

/** Refused callbacks (and their summaries) reach only the payment staff. */
export const paymentsPush = definePush<PaymentEvent>('payments', {
  routes: {
    [PaymentEvents.topUpRequested]: topUpAudience,
    [PaymentEvents.topUpApproved]: topUpAudience,
    [PaymentEvents.topUpDeclined]: topUpAudience,
    [PaymentEvents.callbackRefused]: PAYMENT_STAFF,
    [PaymentEvents.callbackRefusalsSuppressed]: PAYMENT_STAFF,
  },
});
