import { Injectable } from '@nestjs/common';
import { NOTE_LABELS, NOTES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { NoteDecider, NoteLabelDecider, noteLabelStream, noteStream } from './notes.decider';

@GenesisProvider()
@Injectable()
export class NotesGenesis implements GenesisSource {
  readonly name = 'notes';

  genesis(tenant: string): GenesisStream[] {
    const labelIds = new Set(NOTE_LABELS.map((label) => label.id));
    return [
      ...NOTE_LABELS.map((label) => ({
        stream: noteLabelStream(tenant, label.id),
        events: [...NoteLabelDecider.decide({ type: 'create', label }, NoteLabelDecider.initialState)],
      })),
      ...NOTES.map((note) => ({
        stream: noteStream(tenant, note.id),
        // A new note's tasks are new: the fixtures' task ids are the ids they take.
        events: [...NoteDecider.decide({
          type: 'create',
          note: { ...note, tasks: note.tasks?.map(({ content, completed }) => ({ content, completed })) ?? null },
          labelIds,
          newTaskIds: note.tasks?.map((task) => task.id) ?? [],
        }, NoteDecider.initialState)],
      })),
    ];
  }
}
