// `npm run cluster`: a multi-instance deployment on this machine, as docs/operations.md describes it across machines:
// INSTANCES (3) BFF processes on one PostgreSQL store (DATABASE_URL, DATABASE_SCHEMA) and one Redis (REDIS_URL), each
// with its own DATA_DIR and port (from INSTANCE_PORT, 3101), behind nginx (deploy/nginx/cis.conf.template) on PORT
// (8080). No JWT_SECRET is needed: the instances share the one kept in the store.
//
// Ctrl-C (or SIGTERM) stops nginx and drains every instance. SIGHUP restarts the instances one by one (each drains
// first): a rolling restart, as an upgrade does it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNginx } from './ensure-nginx.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const instances = Number(env.INSTANCES ?? 3);
const firstPort = Number(env.INSTANCE_PORT ?? 3101);
const port = Number(env.PORT ?? 8080);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataRoot = env.CLUSTER_DATA ?? join(root, 'data', 'cluster');

const nginx = ensureNginx();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The same rendering as test/reliability/nginx.ts. */
function renderConfig(prefix) {
  const servers = Array.from({ length: instances }, (_, i) => `    server 127.0.0.1:${firstPort + i} max_fails=1 fail_timeout=2s;`).join('\n');
  return readFileSync(join(root, 'deploy', 'nginx', 'cis.conf.template'), 'utf8')
    .replaceAll('{{SERVERS}}', servers)
    .replaceAll('{{LISTEN}}', String(port))
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{WORKERS}}', env.NGINX_WORKERS ?? 'auto')
    .replaceAll('{{USER}}', '')
    .replaceAll('{{EXTRA}}', '');
}

const children = new Map();

async function healthy(url, ms = 180_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(`${url}/health`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy`);
    await sleep(100);
  }
}

async function startInstance(i) {
  const dataDir = join(dataRoot, `instance-${i + 1}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [join(root, 'bff', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env, PORT: String(firstPort + i), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl,
      TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
    },
  });
  children.set(i, child);
  await healthy(`http://127.0.0.1:${firstPort + i}`);
  console.log(`instance ${i + 1} on 127.0.0.1:${firstPort + i}`);
}

function stopInstance(i) {
  const child = children.get(i);
  if (!child || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  return exited;
}

await startInstance(0); // the first seeds an empty store
await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startInstance(i + 1)));

const prefix = mkdtempSync(join(tmpdir(), 'cis-nginx-'));
chmodSync(prefix, 0o755);
writeFileSync(join(prefix, 'nginx.conf'), renderConfig(prefix));
const balancer = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
await healthy(`http://127.0.0.1:${port}`, 20_000);
console.log(`Cis cluster: ${instances} instances behind nginx on http://localhost:${port} (nginx config ${join(prefix, 'nginx.conf')})`);

let rolling = false;
process.on('SIGHUP', async () => {
  if (rolling) return;
  rolling = true;
  for (let i = 0; i < instances; i += 1) {
    await stopInstance(i);
    await startInstance(i);
  }
  rolling = false;
  console.log('rolling restart done');
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    balancer.kill('SIGQUIT');
    await Promise.all([...children.keys()].map(stopInstance));
    process.exit(0);
  });
}
