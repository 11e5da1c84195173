import { Inject, Injectable } from '@nestjs/common';
import { MASTER_DATA_KINDS, completeMasterDataValues, type MasterDataEvent } from '@cis/contracts';
import { masterDataSeed } from '@cis/fixtures';
import { fold } from '../platform/command/decider';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { MasterDataDecider, masterDataStream } from './master-data.decider';

/** The seed of every kind (fixtures/src/master-data), one stream per code, appended in batches (16,000 streams). */
@GenesisProvider()
@Injectable()
export class MasterDataGenesis implements GenesisSource {
  readonly name = 'master-data';
  readonly batched = true;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  genesis(tenant: string): GenesisStream[] {
    const seed = this.config.seedGazetteer === 'sample' ? sampleGazetteer(masterDataSeed()) : masterDataSeed();
    return MASTER_DATA_KINDS.flatMap((kind) => {
      const byCode = new Map<string, { stream: string; events: MasterDataEvent[] }>();
      for (const raw of seed[kind]) {
        const values = completeMasterDataValues(kind, raw);
        const code = String(values.code);
        const stream: { stream: string; events: MasterDataEvent[] } = byCode.get(code) ?? { stream: masterDataStream(tenant, kind, code), events: [] };
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

/**
 * SEED_GAZETTEER=sample: the first commune of each district and that commune's first village (the demo clients live
 * there), every province and district. Throw-away test instances on PostgreSQL seed this instead of 16,000 rows.
 */
function sampleGazetteer(seed: ReturnType<typeof masterDataSeed>): ReturnType<typeof masterDataSeed> {
  const firstChild = (rows: ReadonlyArray<{ code?: unknown; parent?: unknown }>) => {
    const kept = new Map<unknown, unknown>();
    for (const row of rows) if (!kept.has(row.parent)) kept.set(row.parent, row.code);
    return new Set(kept.values());
  };
  const communes = firstChild(seed.commune);
  const villages = firstChild(seed.village.filter((v) => communes.has(v.parent)));
  return { ...seed, commune: seed.commune.filter((c) => communes.has(c.code)), village: seed.village.filter((v) => villages.has(v.code)) };
}
