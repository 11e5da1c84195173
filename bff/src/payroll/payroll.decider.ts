import { NotFoundException } from '@nestjs/common';
import {
  PayrollEvents, type NewEvent, type PayrollPasswordRequest, type PayrollRequestedData, type PayrollResolvedData,
} from '@cis/contracts';

/** One stream per tenant holds the queue, so the pending total each event carries is exact. */
export const payrollStream = (tenant: string) => `payroll-password-requests-${tenant}`;
export const PAYROLL_REQUESTS = 'payroll-password-requests';

const pending = (requests: PayrollPasswordRequest[]) => requests.filter((r) => r.status === 'pending').length;

export const PayrollDecider = {
  request(queue: PayrollPasswordRequest[], request: PayrollPasswordRequest): NewEvent[] {
    return [{ type: PayrollEvents.requested, data: { request, pendingTotal: pending(queue) + 1 } satisfies PayrollRequestedData }];
  },
  resolve(queue: PayrollPasswordRequest[], id: string, resolvedBy: string, resolvedAt: string): NewEvent[] {
    const request = queue.find((r) => r.id === id);
    if (!request) throw new NotFoundException();
    if (request.status === 'resolved') return [];
    return [{ type: PayrollEvents.resolved, data: { id, resolvedBy, resolvedAt, pendingTotal: pending(queue) - 1 } satisfies PayrollResolvedData }];
  },
};
