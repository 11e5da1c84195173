import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller';
import { AuthCommands } from './auth.commands';
import { AccountsGenesis } from './accounts.genesis';
import { AccountsProjection } from './accounts.projection';
import { MailOutbox } from './mail-outbox';
import { SIGN_IN_ATTEMPTS, signInAttemptsProvider } from './sign-in-attempts';
import { PasswordResets } from './password-resets';
import { Sessions } from './sessions';
import { SignInLimiter, SignInThrottleGuard } from './sign-in-throttle.guard';

@Module({
  controllers: [AccountsController],
  providers: [AuthCommands, AccountsProjection, AccountsGenesis, MailOutbox, PasswordResets, SignInThrottleGuard, SignInLimiter, signInAttemptsProvider, Sessions],
  exports: [Sessions, SIGN_IN_ATTEMPTS, MailOutbox, PasswordResets, SignInLimiter],
})
export class AccountsModule {}
