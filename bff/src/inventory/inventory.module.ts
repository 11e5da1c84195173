import { Module } from '@nestjs/common';
import { InventoryController } from './inventory.controller';
import { InventoryGenesis } from './inventory.genesis';
import { InventoryProjection } from './inventory.projection';
import { providePush } from '../platform/realtime/push-routes';
import { inventoryPush } from './inventory.push';
import { InventoryCommands } from './inventory.commands';
import { InventoryQueries } from './inventory.queries';

@Module({
  controllers: [InventoryController],
  providers: [InventoryCommands, InventoryQueries, InventoryProjection, providePush(inventoryPush), InventoryGenesis],
})
export class InventoryModule {}
