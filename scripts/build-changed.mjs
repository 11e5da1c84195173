// Builds the workspaces whose inputs changed since their last build, in dependency order, and prints one line per
// workspace. `npm start` uses it so a start with nothing changed begins serving at once (issue 15 point 9), and
// Vite's per-asset listing (one line per flag picture) stays out of the log.
//
// A workspace is rebuilt when the hash of its inputs (file contents under its source folders and configuration,
// plus the hashes of the workspaces it depends on) differs from the one its last successful build wrote into
// dist/.build-inputs. Contents, not modification times: a fresh clone or a `git checkout` back and forth changes
// times without changing what gets built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** In build order; `inputs` are files or folders relative to the workspace. */
const WORKSPACES = [
  { name: 'contracts', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], dependsOn: [] },
  { name: 'fixtures', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], dependsOn: ['contracts'] },
  { name: 'bff', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], dependsOn: ['contracts', 'fixtures'] },
  {
    name: 'web',
    inputs: ['src', 'public', 'vite-plugins', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'],
    // The web bundles contracts' sources directly (vite alias), so their source hash is its input too.
    dependsOn: ['contracts'],
  },
];
const STAMP = '.build-inputs';

function* filesUnder(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    yield* filesUnder(join(path, entry));
  }
}

const hashes = new Map();
function inputsHash(workspace) {
  const hash = createHash('sha256');
  for (const dependency of workspace.dependsOn) hash.update(`${dependency}:${hashes.get(dependency)}\n`);
  const dir = join(root, workspace.name);
  for (const input of workspace.inputs) {
    for (const file of filesUnder(join(dir, input))) {
      hash.update(relative(dir, file));
      hash.update('\0');
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--all');
for (const workspace of WORKSPACES) {
  const hash = inputsHash(workspace);
  hashes.set(workspace.name, hash);
  const stampFile = join(root, workspace.name, 'dist', STAMP);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (!force && previous === hash) {
    console.log(`build: ${workspace.name} unchanged`);
    continue;
  }
  const started = Date.now();
  const args = workspace.name === 'web' ? ['run', 'build', '-w', 'web', '--silent', '--', '--logLevel', 'warn'] : ['run', 'build', '-w', workspace.name, '--silent'];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${workspace.name} failed`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`build: ${workspace.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
