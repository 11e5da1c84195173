import { Injectable } from '@nestjs/common';
import { PayrollEvents, type PayrollEvent, type PayrollPasswordRequest, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { PAYROLL_REQUESTS } from './payroll.decider';

/** Read model 'payroll-password-requests': one document per request, of the tenant. */
@ProjectionProvider()
@Injectable()
export class PayrollProjection implements Projection<PayrollEvent> {
  readonly name = 'payroll';
  readonly handles = Object.values(PayrollEvents);

  async apply(event: StoredOf<PayrollEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case PayrollEvents.requested:
        await rm.put(PAYROLL_REQUESTS, event.data.request.id, event.data.request);
        return;
      case PayrollEvents.resolved: {
        const { id, resolvedBy, resolvedAt } = event.data;
        const request = await rm.get<PayrollPasswordRequest>(PAYROLL_REQUESTS, id);
        if (request) await rm.put(PAYROLL_REQUESTS, id, { ...request, status: 'resolved', resolvedBy, resolvedAt });
        return;
      }
    }
  }
}
