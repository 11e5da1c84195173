import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Genesis writes the demo data one stream per transaction, which costs most of a portal's start. Within one run of
 * the suites (test/scripts/run-tests.mjs sets CIS_GENESIS_TEMPLATES to a folder of its own), the first SQLite portal
 * seeded with given settings leaves a copy of its store there and later ones start from that copy: a store that holds
 * the genesis, as after a restart. Outside such a run (a single suite run by hand) every portal seeds as production
 * does. Used by the BFF's test app (bff/src/platform/testing/test-app.ts) and the browser tests' portal
 * (test/e2e/harness.ts): both seed the same genesis from the same settings, so they share the templates.
 */

/** The store file in a DATA_DIR. */
const storeFile = (dataDir: string) => join(dataDir, 'cis.sqlite');

/** The run's template for a store seeded with these settings (SEED, TENANTS of the env), or null outside a run of the suites. */
export function genesisTemplate(env: Record<string, string | undefined>): string | null {
  const folder = process.env.CIS_GENESIS_TEMPLATES;
  if (!folder || !existsSync(folder)) return null;
  const key = `${env.SEED ?? 'demo'}-${env.TENANTS ?? ''}`.replace(/[^\w-]/g, '_');
  return join(folder, `genesis-${key}.sqlite`);
}

/** Before the start: the store in `dataDir` begins as the template, when there is one yet. */
export function startFromGenesisTemplate(template: string | null, dataDir: string): void {
  if (template && existsSync(template)) copyFileSync(template, storeFile(dataDir));
}

/** After the start (the genesis written): the first portal of the settings leaves its store as the template. */
export async function saveGenesisTemplate(template: string | null, dataDir: string): Promise<void> {
  if (!template || existsSync(template)) return;
  const { default: Database } = await import('better-sqlite3');
  const partial = `${template}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  const db = new Database(storeFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    // A consistent copy of a live WAL database, committed pages only.
    db.exec(`VACUUM INTO '${partial.replace(/'/g, "''")}'`);
  } finally {
    db.close();
  }
  // Another worker may have saved the same template meanwhile: both copies are the same genesis.
  renameSync(partial, template);
}
