import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { ShortcutsCommands } from './shortcuts.commands';
import { ShortcutsController } from './shortcuts.controller';
import { ShortcutsProjection } from './shortcuts.projection';
import { shortcutsPush } from './shortcuts.push';
import { ShortcutsQueries } from './shortcuts.queries';

@Module({
  controllers: [ShortcutsController],
  providers: [ShortcutsCommands, ShortcutsQueries, ShortcutsProjection, providePush(shortcutsPush)],
})
export class ShortcutsModule {}
