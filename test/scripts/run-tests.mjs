// Runs every Jest project and closes with one plain summary line ("N passed, N failed, N skipped").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'cis-jest-'));
const results = join(dir, 'results.json');
const jest = spawnSync(
  process.execPath,
  [join('node_modules', 'jest', 'bin', 'jest.js'), '--maxWorkers=2', '--json', `--outputFile=${results}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
let summary = 'tests: no results';
try {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  summary = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`;
} catch {
  // Jest crashed before writing results; its exit code speaks.
}
rmSync(dir, { recursive: true, force: true });
console.log(summary);
process.exit(jest.status ?? 1);
