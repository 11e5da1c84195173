import { Injectable } from '@nestjs/common';
import { SCRUM_BOARDS, SCRUM_CARDS, SCRUM_LABELS, SCRUM_LISTS, SCRUM_MEMBERS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { BoardDecider, ScrumMembersDecider, scrumboardStream, scrumMembersStream } from './scrumboard.decider';

@GenesisProvider()
@Injectable()
export class ScrumboardGenesis implements GenesisSource {
  readonly name = 'scrumboard';

  genesis(tenant: string): GenesisStream[] {
    return [
      { stream: scrumMembersStream(tenant), events: SCRUM_MEMBERS.flatMap((member) => ScrumMembersDecider.decide({ type: 'join', member }, null)) },
      ...SCRUM_BOARDS.map((board) => ({
        stream: scrumboardStream(tenant, board.id),
        events: [...BoardDecider.decide({
          type: 'open',
          board,
          lists: SCRUM_LISTS.filter((l) => l.boardId === board.id),
          labels: SCRUM_LABELS.filter((l) => l.boardId === board.id),
          cards: SCRUM_CARDS.filter((c) => c.boardId === board.id),
        }, BoardDecider.initialState)],
      })),
    ];
  }
}
