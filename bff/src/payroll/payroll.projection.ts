import { Injectable } from '@nestjs/common';
import { PayrollEvents, type PayrollPasswordRequest, type PayrollRequestedData, type PayrollResolvedData, type StoredEvent } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { PAYROLL_REQUESTS } from './payroll.decider';

@ProjectionProvider()
@Injectable()
export class PayrollProjection implements Projection {
  readonly name = 'payroll';
  readonly handles = Object.values(PayrollEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    if (event.type === PayrollEvents.requested) {
      const { request } = event.data as PayrollRequestedData;
      await rm.put(PAYROLL_REQUESTS, request.id, request);
    } else if (event.type === PayrollEvents.resolved) {
      const { id, resolvedBy, resolvedAt } = event.data as PayrollResolvedData;
      const request = await rm.get<PayrollPasswordRequest>(PAYROLL_REQUESTS, id);
      if (request) await rm.put(PAYROLL_REQUESTS, id, { ...request, status: 'resolved', resolvedBy, resolvedAt });
    }
  }
}
