import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { PaymentReturnController } from './payment-return.controller';
import { PaymentsCommands } from './payments.commands';
import { PaymentsController } from './payments.controller';
import { PaymentsGenesis } from './payments.genesis';
import { PaymentsProjection } from './payments.projection';
import { paymentsPush } from './payments.push';
import { PaymentsQueries } from './payments.queries';
import { SandboxController } from './sandbox.controller';
import { TopUpCreditProcess } from './topup-credit.process';
import { TopUpMessageProcess } from './topup-message.process';

@Module({
  controllers: [PaymentsController, PaymentReturnController, SandboxController],
  exports: [PaymentsCommands],
  providers: [PaymentsCommands, PaymentsQueries, PaymentsProjection, providePush(paymentsPush), PaymentsGenesis, TopUpCreditProcess, TopUpMessageProcess],
})
export class PaymentsModule {}
