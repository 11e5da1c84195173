import { Module } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { AccountsController } from './accounts.controller';
import { AccountsGenesis } from './accounts.genesis';
import { AccountsProjection } from './accounts.projection';
import { MailOutbox } from './mail-outbox';
import { SignInThrottleGuard } from './sign-in-throttle.guard';

@Module({
  controllers: [AccountsController],
  providers: [AccountsProjection, AccountsGenesis, MailOutbox, SignInThrottleGuard, ThrottlerStorageService],
})
export class AccountsModule {}
