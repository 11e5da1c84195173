import { Module } from '@nestjs/common';
import { InventoryController } from './inventory.controller';
import { InventoryGenesis } from './inventory.genesis';
import { InventoryProjection } from './inventory.projection';
import { providePush } from '../platform/realtime/push-routes';
import { inventoryPush } from './inventory.push';
import { InventoryService } from './inventory.service';

@Module({
  controllers: [InventoryController],
  providers: [InventoryService, InventoryProjection, providePush(inventoryPush), InventoryGenesis],
})
export class InventoryModule {}
