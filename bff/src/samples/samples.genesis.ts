import { Injectable } from '@nestjs/common';
import { ACADEMY_CATEGORIES, ACADEMY_COURSES, ACTIVITIES, DASHBOARDS, ICON_SET_FIXTURES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { SamplesDecider, SamplesStreams } from './samples.decider';

@GenesisProvider()
@Injectable()
export class SamplesGenesis implements GenesisSource {
  readonly name = 'samples';

  genesis(tenant: string): GenesisStream[] {
    return [
      { stream: SamplesStreams.dashboards(tenant), events: SamplesDecider.publishDashboards(DASHBOARDS) },
      { stream: SamplesStreams.activities(tenant), events: SamplesDecider.recordActivities(ACTIVITIES) },
      { stream: SamplesStreams.icons(tenant), events: SamplesDecider.publishIconSets(ICON_SET_FIXTURES) },
      { stream: SamplesStreams.academy(tenant), events: SamplesDecider.publishAcademy(ACADEMY_CATEGORIES, ACADEMY_COURSES) },
    ];
  }
}
