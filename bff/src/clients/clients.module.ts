import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { CLIENT_REFERENCES, StructuralClientReferences } from './client-references';
import { ClientsCommands } from './clients.commands';
import { ClientsController } from './clients.controller';
import { ClientsDirectory } from './clients.directory';
import { ClientsGenesis } from './clients.genesis';
import { ClientsProjection } from './clients.projection';
import { clientTinsPush, clientsPush } from './clients.push';
import { ClientsQueries } from './clients.queries';

/**
 * The taxpayer registry. Exports ClientsDirectory (clients as other areas look them up) and ClientsCommands (the
 * accounts area sets the clients an account acts for through setClientsOfAccount).
 */
@Module({
  controllers: [ClientsController],
  providers: [
    ClientsCommands, ClientsQueries, ClientsDirectory, ClientsProjection, ClientsGenesis,
    providePush(clientsPush), providePush(clientTinsPush),
    { provide: CLIENT_REFERENCES, useClass: StructuralClientReferences },
  ],
  exports: [ClientsDirectory, ClientsCommands],
})
export class ClientsModule {}
