import { Injectable } from '@nestjs/common';
import { ACADEMY_CATEGORIES, ACADEMY_COURSES, ACTIVITIES, DASHBOARDS, ICON_SET_FIXTURES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { SamplesDecider, SamplesStreams, type SamplesCommand } from './samples.decider';

const published = (command: SamplesCommand) => [...SamplesDecider.decide(command, SamplesDecider.initialState)];

@GenesisProvider()
@Injectable()
export class SamplesGenesis implements GenesisSource {
  readonly name = 'samples';

  genesis(tenant: string): GenesisStream[] {
    return [
      { stream: SamplesStreams.dashboards(tenant), events: published({ type: 'publishDashboards', dashboards: DASHBOARDS }) },
      { stream: SamplesStreams.activities(tenant), events: published({ type: 'recordActivities', activities: ACTIVITIES }) },
      { stream: SamplesStreams.icons(tenant), events: published({ type: 'publishIconSets', sets: ICON_SET_FIXTURES }) },
      { stream: SamplesStreams.academy(tenant), events: published({ type: 'publishAcademy', categories: ACADEMY_CATEGORIES, courses: ACADEMY_COURSES }) },
    ];
  }
}
