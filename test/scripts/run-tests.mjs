// Runs every Jest project and closes with one plain summary line ("N passed, N failed, N skipped").
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'cis-jest-'));
const results = join(dir, 'results.json');
// Test apps of this run share one seeded store per genesis setting (bff/src/platform/testing/test-app.ts).
const genesisTemplates = join(dir, 'genesis');
mkdirSync(genesisTemplates);
// The multi-instance volume tests and the crash loops run lighter inside npm test, to hold CI's 20 minutes; `npm run
// reliability` runs them at full counts (3,000 writes, 10,000 rounds, 20 kills per store). Figures of both in
// test/reliability/README.md.
const volumes = {
  TWO_INSTANCES_WRITES: process.env.TWO_INSTANCES_WRITES ?? '600',
  READ_YOUR_WRITES_ROUNDS: process.env.READ_YOUR_WRITES_ROUNDS ?? '1000',
  CRASH_KILLS: process.env.CRASH_KILLS ?? '8',
};
const jest = spawnSync(
  process.execPath,
  [join('node_modules', 'jest', 'bin', 'jest.js'), '--maxWorkers=2', '--json', `--outputFile=${results}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, ...volumes, CIS_GENESIS_TEMPLATES: genesisTemplates } },
);
let summary = 'tests: no results';
try {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  summary = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`;
  // The slowest suites, so the 20-minute budget is watched where it is spent.
  const slowest = r.testResults
    .map((t) => ({ file: t.name.replace(process.cwd() + '/', ''), seconds: (t.endTime - t.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 20);
  const wall = (Date.now() - r.startTime) / 1000;
  console.log(`slowest suites (of ${r.testResults.length}, ${wall.toFixed(0)} s in all):`);
  for (const s of slowest) console.log(`  ${s.seconds.toFixed(1).padStart(7)} s  ${s.file}`);
} catch {
  // Jest crashed before writing results; its exit code speaks.
}
rmSync(dir, { recursive: true, force: true });
console.log(summary);
process.exit(jest.status ?? 1);
