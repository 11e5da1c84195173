import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchQueries } from './search.queries';

@Module({ controllers: [SearchController], providers: [SearchQueries] })
export class SearchModule {}
