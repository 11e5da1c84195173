import { Module } from '@nestjs/common';
import { PaymentReturnController } from './payment-return.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsGenesis } from './payments.genesis';
import { PaymentsProjection } from './payments.projection';
import { PaymentsPushRule } from './payments.push';
import { PaymentsService } from './payments.service';
import { SandboxController } from './sandbox.controller';

@Module({
  controllers: [PaymentsController, PaymentReturnController, SandboxController],
  providers: [PaymentsService, PaymentsProjection, PaymentsPushRule, PaymentsGenesis],
  exports: [PaymentsService],
})
export class PaymentsModule {}
