import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { ReadModelChanges } from '../read-cache/read-model-changes';
import type { EventStore } from './event-store.port';
import { SqliteEventStore } from './sqlite.event-store';

/**
 * Choosing the adapter is configuration only: DATABASE_URL set means PostgreSQL, else SQLite in DATA_DIR. The
 * PostgreSQL adapter (and the pg driver) is loaded only when chosen, which keeps it out of an embedded start-up.
 */
export async function createEventStore(config: AppConfig): Promise<EventStore> {
  // Several instances share a PostgreSQL store: this process's change counts then miss the others' commits.
  const store = config.databaseUrl
    ? new (await import('./postgres.event-store')).PostgresEventStore(config.databaseUrl, config.databaseSchema, new ReadModelChanges(false))
    : new SqliteEventStore(join(config.dataDir, 'cis.sqlite'), { synchronous: config.sqliteSynchronous, changes: new ReadModelChanges(true) });
  await store.init();
  if (store.kind === 'postgres') {
    // Secrets an operator did not set live in the shared store, so every instance accepts the others' tokens.
    const generate = () => randomBytes(48).toString('base64url');
    if (!config.jwtSecret) config.jwtSecret = await store.sharedSecret('jwt-secret', generate);
    if (config.payments.sandbox && !config.payments.merchantKey) config.payments.merchantKey = await store.sharedSecret('sandbox-merchant-key', generate);
  }
  return store;
}
