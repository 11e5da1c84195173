import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_ROLE, Permission, PayrollRoutes, type PayrollPasswordRequest, type PayrollPasswordRequestCount } from '@cis/contracts';
import { RequestPayrollPasswordDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { PayrollCommands } from './payroll.commands';
import { PayrollQueries } from './payroll.queries';

const READERS = { permission: [Permission.READ_CLIENT_PAYROLL_PASSWORD], permissionOp: 'AND' as const };

@ApiTags('payroll')
@ApiBearerAuth()
@Controller(PayrollRoutes.base)
export class PayrollController {
  constructor(private readonly payroll: PayrollCommands, private readonly queries: PayrollQueries) {}

  /** A customer asks staff for their client payroll password: role 2 only (customers and vendors); staff get 403. */
  @Post()
  @HttpCode(201)
  @RequireAccess({ hasRole: CUSTOMER_ROLE })
  request(@CurrentUser() user: AuthUser, @Body() dto: RequestPayrollPasswordDto): Promise<PayrollPasswordRequest> {
    return this.payroll.request(user, dto.reason ?? null);
  }

  @CachedRead()
  @Get()
  @RequireAccess(READERS)
  list(@CurrentUser() user: AuthUser): Promise<PayrollPasswordRequest[]> {
    return this.queries.list(user.tenant);
  }

  @CachedRead()
  @Get('count')
  @RequireAccess(READERS)
  count(@CurrentUser() user: AuthUser): Promise<PayrollPasswordRequestCount> {
    return this.queries.count(user.tenant);
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @RequireAccess(READERS)
  resolve(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<PayrollPasswordRequest> {
    return this.payroll.resolve(user, id);
  }
}
