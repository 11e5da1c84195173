import { Inject, Injectable } from '@nestjs/common';
import type { PayrollPasswordRequest, PayrollPasswordRequestCount } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { PAYROLL_REQUESTS } from './payroll.decider';

/** The payroll password requests, from their read model. */
@Injectable()
export class PayrollQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  list(tenant: string): Promise<PayrollPasswordRequest[]> {
    return this.store.readModels.list<PayrollPasswordRequest>(tenant, PAYROLL_REQUESTS);
  }

  async count(tenant: string): Promise<PayrollPasswordRequestCount> {
    return { total: (await this.list(tenant)).filter((r) => r.status === 'pending').length };
  }

  async one(tenant: string, id: string): Promise<PayrollPasswordRequest | undefined> {
    return this.store.readModels.get<PayrollPasswordRequest>(tenant, PAYROLL_REQUESTS, id);
  }
}
