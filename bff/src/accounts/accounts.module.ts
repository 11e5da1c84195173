import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
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
  // The clients area keeps which clients a customer account acts for: its directory reads it, its command sets it.
  imports: [ClientsModule],
  controllers: [AccountsController],
  providers: [AccountsCommands, AccountsQueries, AccountsAdministrationProjection, providePush(accountsPush)],
})
export class AccountsAdministrationModule {}
