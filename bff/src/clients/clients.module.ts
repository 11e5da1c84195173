import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { MasterDataModule } from '../master-data/master-data.module';
import { CLIENT_REFERENCES, MasterDataClientReferences } from './client-references';
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
  imports: [MasterDataModule],
  controllers: [ClientsController],
  providers: [
    ClientsCommands, ClientsQueries, ClientsDirectory, ClientsProjection, ClientsGenesis,
    providePush(clientsPush), providePush(clientTinsPush),
    MasterDataClientReferences,
    { provide: CLIENT_REFERENCES, useExisting: MasterDataClientReferences },
  ],
  exports: [ClientsDirectory, ClientsCommands, ClientsQueries],
})
export class ClientsModule {}
