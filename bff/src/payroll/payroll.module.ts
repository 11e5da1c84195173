import { Module } from '@nestjs/common';
import { PayrollController } from './payroll.controller';
import { PayrollProjection } from './payroll.projection';
import { PayrollPushRule } from './payroll.push';

@Module({ controllers: [PayrollController], providers: [PayrollProjection, PayrollPushRule] })
export class PayrollModule {}
