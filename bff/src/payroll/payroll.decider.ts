import { Map as PersistentMap } from 'immutable';
import { NotFound, PayrollEvents, type PayrollEvent, type PayrollPasswordRequest } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * One stream per tenant holds the queue: each event carries the pending total after it (the badge of every
 * READ_CLIENT_PAYROLL_PASSWORD holder shows it from the push alone, live and on resume), and only a decision that
 * sees the whole queue can make that total exact. Requests are few (a customer asks a few times a year), so the
 * queue is never a line anyone waits in.
 */
export const payrollStream = (tenant: string) => `payroll-password-requests-${tenant}`;
export const PAYROLL_REQUESTS = 'payroll-password-requests';

export type PayrollCommand =
  | { type: 'request'; request: PayrollPasswordRequest }
  /** Resolving a resolved request changes nothing. */
  | { type: 'resolve'; id: string; resolvedBy: string; resolvedAt: string };

/** The status of every request of the queue, and how many are pending. */
export interface PayrollState {
  /** A persistent map: a request shares the rest of the tenant's statuses (a copied Map cost time per request ever made). */
  statuses: PersistentMap<string, PayrollPasswordRequest['status']>;
  pending: number;
}

export const PayrollDecider: Decider<PayrollCommand, PayrollEvent, PayrollState> = {
  initialState: { statuses: PersistentMap(), pending: 0 },

  decide(command, state) {
    switch (command.type) {
      case 'request':
        return [{ type: PayrollEvents.requested, data: { request: command.request, pendingTotal: state.pending + 1 } }];
      case 'resolve': {
        const status = state.statuses.get(command.id);
        if (!status) throw new NotFound();
        if (status === 'resolved') return [];
        const { id, resolvedBy, resolvedAt } = command;
        return [{ type: PayrollEvents.resolved, data: { id, resolvedBy, resolvedAt, pendingTotal: state.pending - 1 } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case PayrollEvents.requested:
        return {
          statuses: state.statuses.set(event.data.request.id, event.data.request.status),
          pending: state.pending + (event.data.request.status === 'pending' ? 1 : 0),
        };
      case PayrollEvents.resolved:
        if (state.statuses.get(event.data.id) !== 'pending') return state;
        return { statuses: state.statuses.set(event.data.id, 'resolved'), pending: state.pending - 1 };
    }
  },
};
