import { Injectable } from '@nestjs/common';
import { NotFound, type PayrollPasswordRequest } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { PayrollDecider, payrollStream, type PayrollCommand } from './payroll.decider';
import { PayrollQueries } from './payroll.queries';

/** A customer's request for their client payroll password, and its resolution by staff. */
@Injectable()
export class PayrollCommands {
  constructor(private readonly commands: CommandService, private readonly queries: PayrollQueries) {}

  async request(user: AuthUser, reason: string | null): Promise<PayrollPasswordRequest> {
    const request: PayrollPasswordRequest = {
      id: newId(), requestedBy: user.id, customerP24Id: user.customerP24Id, reason, status: 'pending',
      requestedAt: new Date().toISOString(), resolvedAt: null, resolvedBy: null,
    };
    await this.onQueue(user, { type: 'request', request });
    return request;
  }

  async resolve(user: AuthUser, id: string): Promise<PayrollPasswordRequest> {
    await this.onQueue(user, { type: 'resolve', id, resolvedBy: user.id, resolvedAt: new Date().toISOString() });
    const request = await this.queries.one(user.tenant, id);
    // The resolve above refused an unknown id; a request is never removed.
    if (!request) throw new NotFound();
    return request;
  }

  private onQueue(user: AuthUser, command: PayrollCommand) {
    return this.commands.handle({ decider: PayrollDecider, stream: payrollStream(user.tenant), actor: user, command });
  }
}
