import { Injectable } from '@nestjs/common';
import { MASTER_DATA_KINDS, completeMasterDataValues, type MasterDataEvent } from '@cis/contracts';
import { masterDataSeed } from '@cis/fixtures';
import { fold } from '../platform/command/decider';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { MasterDataDecider, masterDataStream } from './master-data.decider';

/** The seed of every kind (fixtures/src/master-data), one stream per code, appended in batches (16,000 streams). */
@GenesisProvider()
@Injectable()
export class MasterDataGenesis implements GenesisSource {
  readonly name = 'master-data';
  readonly batched = true;

  genesis(tenant: string): GenesisStream[] {
    const seed = masterDataSeed();
    return MASTER_DATA_KINDS.flatMap((kind) => {
      const byCode = new Map<string, { stream: string; events: MasterDataEvent[] }>();
      for (const raw of seed[kind]) {
        const values = completeMasterDataValues(kind, raw);
        const code = String(values.code);
        const stream = byCode.get(code) ?? { stream: masterDataStream(tenant, kind, code), events: [] as MasterDataEvent[] };
        byCode.set(code, stream);
        stream.events.push(...MasterDataDecider.decide(
          { type: 'create', kind, values, unknownReferences: [], today: '', seeding: true },
          fold(MasterDataDecider, stream.events),
        ));
      }
      return [...byCode.values()];
    });
  }
}
