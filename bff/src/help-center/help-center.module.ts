import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { HelpCenterController } from './help-center.controller';
import { HelpCenterGenesis } from './help-center.genesis';
import { HelpCenterProjection } from './help-center.projection';
import { helpCenterPush } from './help-center.push';
import { HelpCenterQueries } from './help-center.queries';

@Module({
  controllers: [HelpCenterController],
  providers: [HelpCenterQueries, HelpCenterProjection, providePush(helpCenterPush), HelpCenterGenesis],
})
export class HelpCenterModule {}
