import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_ROLE, Permission, PayrollRoutes, type PayrollPasswordRequest, type PayrollPasswordRequestCount } from '@cis/contracts';
import { RequestPayrollPasswordDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { PAYROLL_REQUESTS, PayrollDecider, payrollStream } from './payroll.decider';
import { CachedRead } from '../platform/read-cache/read-cache';

const READERS = { permission: [Permission.READ_CLIENT_PAYROLL_PASSWORD], permissionOp: 'AND' as const };

@ApiTags('payroll')
@ApiBearerAuth()
@Controller(PayrollRoutes.base)
export class PayrollController {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** A customer asks staff for their client payroll password: role 2 only (customers and vendors); staff get 403. */
  @Post()
  @HttpCode(201)
  @RequireAccess({ hasRole: CUSTOMER_ROLE })
  async request(@CurrentUser() user: AuthUser, @Body() dto: RequestPayrollPasswordDto): Promise<PayrollPasswordRequest> {
    const request: PayrollPasswordRequest = {
      id: newId(), requestedBy: user.id, customerP24Id: user.customerP24Id, reason: dto.reason ?? null, status: 'pending',
      requestedAt: new Date().toISOString(), resolvedAt: null, resolvedBy: null,
    };
    await this.commands.execute({
      stream: payrollStream(user.tenant), actor: user,
      load: (rm) => this.queue(rm, user.tenant),
      decide: (queue) => PayrollDecider.request(queue, request),
    });
    return request;
  }

  @CachedRead()
  @Get()
  @RequireAccess(READERS)
  async list(@CurrentUser() user: AuthUser): Promise<PayrollPasswordRequest[]> {
    return this.queue(this.store.readModels, user.tenant);
  }

  @CachedRead()
  @Get('count')
  @RequireAccess(READERS)
  async count(@CurrentUser() user: AuthUser): Promise<PayrollPasswordRequestCount> {
    const queue = await this.queue(this.store.readModels, user.tenant);
    return { total: queue.filter((r) => r.status === 'pending').length };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @RequireAccess(READERS)
  async resolve(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<PayrollPasswordRequest> {
    await this.commands.execute({
      stream: payrollStream(user.tenant), actor: user,
      load: (rm) => this.queue(rm, user.tenant),
      decide: (queue) => PayrollDecider.resolve(queue, id, user.id, new Date().toISOString()),
    });
    return (await this.store.readModels.get<PayrollPasswordRequest>(user.tenant, PAYROLL_REQUESTS, id)) as PayrollPasswordRequest;
  }

  private queue(rm: ReadModelReader, tenant: string): Promise<PayrollPasswordRequest[]> {
    return rm.list<PayrollPasswordRequest>(tenant, PAYROLL_REQUESTS);
  }
}
