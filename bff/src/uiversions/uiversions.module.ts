import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { UiVersionCommands } from './uiversions.commands';
import { UiVersionsController } from './uiversions.controller';
import { UiVersionGenesis } from './uiversions.genesis';
import { UiVersionProjection } from './uiversions.projection';
import { uiVersionPush } from './uiversions.push';
import { UiVersionQueries } from './uiversions.queries';

@Module({
  controllers: [UiVersionsController],
  providers: [UiVersionCommands, UiVersionQueries, UiVersionProjection, providePush(uiVersionPush), UiVersionGenesis],
})
export class UiVersionsModule {}
