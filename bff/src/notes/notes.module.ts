import { Module } from '@nestjs/common';
import { NotesController } from './notes.controller';
import { NotesGenesis } from './notes.genesis';
import { NotesProjection } from './notes.projection';
import { NotesPushRule } from './notes.push';
import { NotesService } from './notes.service';

@Module({
  controllers: [NotesController],
  providers: [NotesService, NotesProjection, NotesPushRule, NotesGenesis],
})
export class NotesModule {}
