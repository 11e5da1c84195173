import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { PayrollCommands } from './payroll.commands';
import { PayrollController } from './payroll.controller';
import { PayrollProjection } from './payroll.projection';
import { payrollPush } from './payroll.push';
import { PayrollQueries } from './payroll.queries';

@Module({ controllers: [PayrollController], providers: [PayrollCommands, PayrollQueries, PayrollProjection, providePush(payrollPush)] })
export class PayrollModule {}
