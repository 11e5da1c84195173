import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { MasterDataModule } from '../master-data/master-data.module';
import { SearchController } from './search.controller';
import { SearchQueries } from './search.queries';

@Module({ imports: [ClientsModule, MasterDataModule], controllers: [SearchController], providers: [SearchQueries] })
export class SearchModule {}
