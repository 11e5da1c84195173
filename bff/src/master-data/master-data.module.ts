import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { MasterDataCommands } from './master-data.commands';
import { MasterDataController } from './master-data.controller';
import { MasterDataGenesis } from './master-data.genesis';
import { MasterDataIndex, MasterDataLookup } from './master-data.index';
import { MasterDataProjection } from './master-data.projection';
import { masterDataPush } from './master-data.push';
import { MasterDataQueries } from './master-data.queries';

/**
 * Master data: every kind of contracts/src/master-data through one area. Other areas import this module and inject
 * MasterDataLookup (rows by code, rows in force on a day, the tax rule rows; registering what refers to a row).
 */
@Module({
  controllers: [MasterDataController],
  providers: [MasterDataIndex, MasterDataLookup, MasterDataQueries, MasterDataCommands, MasterDataProjection, providePush(masterDataPush), MasterDataGenesis],
  exports: [MasterDataLookup, MasterDataQueries, MasterDataCommands],
})
export class MasterDataModule {}
