import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module';
import { loadConfig, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';

/**
 * `npm run rebuild-projections`: drops every read model and replays the whole log through the projections,
 * in one transaction. Run it with the BFF stopped (or after deploying a changed projection).
 */
export async function rebuildProjections(config: AppConfig): Promise<{ events: number; rows: number }> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, seed: 'none', processes: false }), { logger: false });
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    const { events } = await store.rebuildProjections();
    const rows = (await store.dumpReadModels()).length;
    return { events, rows };
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  rebuildProjections(loadConfig())
    .then(({ events, rows }) => console.log(`Replayed ${events} events into ${rows} read model rows.`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
