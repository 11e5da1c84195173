import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { AccountsCommands } from './accounts.commands';
import { AccountsController } from './accounts.controller';
import { AccountsAdministrationProjection } from './accounts.projection';
import { accountsPush } from './accounts.push';
import { AccountsQueries } from './accounts.queries';

/**
 * Account administration (issue 12 section 3). Authentication (sign-in, passwords, sessions) is platform/auth; this
 * area decides what administrators change and uses platform/auth's Sessions and PasswordResets for the rest.
 */
@Module({
  controllers: [AccountsController],
  providers: [AccountsCommands, AccountsQueries, AccountsAdministrationProjection, providePush(accountsPush)],
})
export class AccountsAdministrationModule {}
