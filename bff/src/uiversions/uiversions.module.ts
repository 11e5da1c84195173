import { Module } from '@nestjs/common';
import { UiVersionsController } from './uiversions.controller';
import { UiVersionGenesis } from './uiversions.genesis';
import { UiVersionProjection } from './uiversions.projection';
import { UiVersionPushRule } from './uiversions.push';

@Module({ controllers: [UiVersionsController], providers: [UiVersionProjection, UiVersionPushRule, UiVersionGenesis] })
export class UiVersionsModule {}
