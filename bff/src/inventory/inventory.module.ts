import { Module } from '@nestjs/common';
import { InventoryController } from './inventory.controller';
import { InventoryGenesis } from './inventory.genesis';
import { InventoryProjection } from './inventory.projection';
import { InventoryPushRule } from './inventory.push';
import { InventoryService } from './inventory.service';

@Module({
  controllers: [InventoryController],
  providers: [InventoryService, InventoryProjection, InventoryPushRule, InventoryGenesis],
})
export class InventoryModule {}
