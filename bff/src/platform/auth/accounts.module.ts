import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller';
import { AccountsGenesis } from './accounts.genesis';
import { AccountsProjection } from './accounts.projection';
import { MailOutbox } from './mail-outbox';
import { signInAttemptsProvider } from './sign-in-attempts';
import { SignInThrottleGuard } from './sign-in-throttle.guard';

@Module({
  controllers: [AccountsController],
  providers: [AccountsProjection, AccountsGenesis, MailOutbox, SignInThrottleGuard, signInAttemptsProvider],
})
export class AccountsModule {}
