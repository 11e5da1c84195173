import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { NotesCommands } from './notes.commands';
import { NotesController } from './notes.controller';
import { NotesGenesis } from './notes.genesis';
import { NotesProjection } from './notes.projection';
import { notesPush } from './notes.push';
import { NotesQueries } from './notes.queries';

@Module({
  controllers: [NotesController],
  providers: [NotesCommands, NotesQueries, NotesProjection, providePush(notesPush), NotesGenesis],
})
export class NotesModule {}
