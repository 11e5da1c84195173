import { Module } from '@nestjs/common';
import { ShortcutsController } from './shortcuts.controller';
import { ShortcutsProjection } from './shortcuts.projection';
import { ShortcutsPushRule } from './shortcuts.push';

@Module({ controllers: [ShortcutsController], providers: [ShortcutsProjection, ShortcutsPushRule] })
export class ShortcutsModule {}
