import { Permission, PayrollEvents, type PayrollEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Every user holding READ_CLIENT_PAYROLL_PASSWORD sees the badge count move; nobody else. */
const PAYROLL_AUDIENCE = [to.permission(Permission.READ_CLIENT_PAYROLL_PASSWORD)];

/** They receive the count `{total}` (what GET .../count answers), not the request itself: the badge needs no more. */
export const payrollPush = definePush<PayrollEvent>('payroll', {
  routes: {
    [PayrollEvents.requested]: PAYROLL_AUDIENCE,
    [PayrollEvents.resolved]: PAYROLL_AUDIENCE,
  },
  payload: {
    [PayrollEvents.requested]: (event) => ({ total: event.data.pendingTotal }),
    [PayrollEvents.resolved]: (event) => ({ total: event.data.pendingTotal }),
  },
});
