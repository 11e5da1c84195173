import { Module } from '@nestjs/common';
import { HelpCenterController } from './help-center.controller';
import { HelpCenterGenesis } from './help-center.genesis';
import { HelpCenterProjection } from './help-center.projection';
import { HelpCenterPushRule } from './help-center.push';
import { HelpCenterService } from './help-center.service';

@Module({
  controllers: [HelpCenterController],
  providers: [HelpCenterService, HelpCenterProjection, HelpCenterPushRule, HelpCenterGenesis],
})
export class HelpCenterModule {}
