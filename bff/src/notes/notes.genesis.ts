import { Injectable } from '@nestjs/common';
import { NOTE_LABELS, NOTES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { NotesDecider, notesStream } from './notes.decider';

@GenesisProvider()
@Injectable()
export class NotesGenesis implements GenesisSource {
  readonly name = 'notes';

  genesis(tenant: string): GenesisStream[] {
    return [{ stream: notesStream(tenant), events: NotesDecider.seed(NOTE_LABELS, NOTES) }];
  }
}
