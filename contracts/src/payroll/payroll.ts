import type { EventUnion, StoredEvent } from '../platform/events';

export interface PayrollPasswordRequest {
  id: string;
  requestedBy: string;
  customerP24Id: string | null;
  reason: string | null;
  status: 'pending' | 'resolved';
  requestedAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}
export interface PayrollPasswordRequestCount { total: number }
export const PayrollRoutes = {
  base: 'api/clients/payroll-password-requests',
  count: 'api/clients/payroll-password-requests/count',
  resolve: (id: string) => `api/clients/payroll-password-requests/${id}/resolve`,
} as const;
export const PayrollEvents = {
  requested: 'payroll.password-requested',
  resolved: 'payroll.password-request-resolved',
} as const;
/** Both stored events carry the pending total after them, so a push alone updates every badge. */
export interface PayrollRequestedData { request: PayrollPasswordRequest; pendingTotal: number }
export interface PayrollResolvedData { id: string; resolvedBy: string; resolvedAt: string; pendingTotal: number }

/** Every event of the payroll password requests: narrow on `type`, `data` follows. */
export type PayrollEvent = EventUnion<{
  [PayrollEvents.requested]: PayrollRequestedData;
  [PayrollEvents.resolved]: PayrollResolvedData;
}>;

/** What a socket of a READ_CLIENT_PAYROLL_PASSWORD holder receives for either event: the pending count after it. */
export type PayrollPushData = PayrollPasswordRequestCount;
/** A payroll push as the sockets receive it: the stored event with its data shaped to the count (not the request). */
export type PayrollPush = StoredEvent<PayrollEvent['type'], PayrollPushData>;
