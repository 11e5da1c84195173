import { NotFound, PayrollEvents, type PayrollEvent, type PayrollPasswordRequest } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { PayrollDecider } from './payroll.decider';

const request = (id: string): PayrollPasswordRequest => ({
  id, requestedBy: 'u-vendor', customerP24Id: 'P24-200001', reason: null, status: 'pending',
  requestedAt: '2026-11-01T08:00:00.000Z', resolvedAt: null, resolvedBy: null,
});
const requested = (id: string, pendingTotal: number): PayrollEvent => ({ type: PayrollEvents.requested, data: { request: request(id), pendingTotal } });
const at = '2026-11-02T08:00:00.000Z';
const resolved = (id: string, pendingTotal: number): PayrollEvent => ({ type: PayrollEvents.resolved, data: { id, resolvedBy: 'u-staff', resolvedAt: at, pendingTotal } });

describe('the payroll password request decider (the tenant\'s queue)', () => {
  it('files a request carrying the pending total after it', () => {
    given(PayrollDecider).when({ type: 'request', request: request('a') }).then([requested('a', 1)]);
    given(PayrollDecider, [requested('a', 1), requested('b', 2), resolved('a', 1)]).when({ type: 'request', request: request('c') }).then([requested('c', 2)]);
  });

  it('resolves a pending request once, carrying the pending total after it', () => {
    given(PayrollDecider, [requested('a', 1), requested('b', 2)]).when({ type: 'resolve', id: 'a', resolvedBy: 'u-staff', resolvedAt: at }).then([resolved('a', 1)]);
    given(PayrollDecider, [requested('a', 1), resolved('a', 0)]).when({ type: 'resolve', id: 'a', resolvedBy: 'u-staff', resolvedAt: at }).thenNothing();
  });

  it('answers 404 for a request the queue does not hold', () => {
    given(PayrollDecider, [requested('a', 1)]).when({ type: 'resolve', id: 'zz', resolvedBy: 'u-staff', resolvedAt: at }).thenRefused(NotFound);
  });
});
