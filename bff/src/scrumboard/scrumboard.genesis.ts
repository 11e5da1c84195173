import { Injectable } from '@nestjs/common';
import { SCRUM_BOARDS, SCRUM_CARDS, SCRUM_LABELS, SCRUM_LISTS, SCRUM_MEMBERS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { ScrumboardDecider, scrumboardStream, scrumMembersStream } from './scrumboard.decider';

@GenesisProvider()
@Injectable()
export class ScrumboardGenesis implements GenesisSource {
  readonly name = 'scrumboard';

  genesis(tenant: string): GenesisStream[] {
    return [
      { stream: scrumMembersStream(tenant), events: ScrumboardDecider.seedMembers(SCRUM_MEMBERS) },
      ...SCRUM_BOARDS.map((board) => ({
        stream: scrumboardStream(tenant, board.id),
        events: ScrumboardDecider.seedBoard(
          board,
          SCRUM_LISTS.filter((l) => l.boardId === board.id),
          SCRUM_LABELS.filter((l) => l.boardId === board.id),
          SCRUM_CARDS.filter((c) => c.boardId === board.id),
        ),
      })),
    ];
  }
}
