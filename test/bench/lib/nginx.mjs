/**
 * nginx in front of BFF instances for the bench, configured from deploy/nginx/cis.conf.template exactly as
 * test/reliability/nginx.ts and scripts/cluster.mjs render it (the part of nginx.ts the bench needs, in plain JS).
 * Debian's nginx is installed when missing by scripts/ensure-nginx.mjs (nothing else is downloaded).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from './procs.mjs';
import { HOST, ROOT, freePort } from './util.mjs';

const TEMPLATE = join(ROOT, 'deploy', 'nginx', 'cis.conf.template');

/** Fills the template's placeholders (the same rendering as test/reliability/nginx.ts). */
export function renderNginxConfig({ listen, prefix, upstreams, workers = 1, extra = '', user = '' }) {
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{SERVERS}}', servers)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{WORKERS}}', String(workers))
    .replaceAll('{{USER}}', user)
    .replaceAll('{{EXTRA}}', extra);
}

/** nginx's master and its workers: their CPU is part of what a request through the balancer costs. */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** Starts nginx (daemon off, its own prefix) in front of `upstreamPorts`; resolves once its /health answers 200. */
export async function startNginx({ upstreamPorts, workers = 1, label = 'nginx' }) {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-nginx.mjs')], { stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  const prefix = mkdtempSync(join(tmpdir(), 'cis-bench-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they must reach the prefix.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig({ listen: `${HOST}:${port}`, prefix, upstreams: upstreamPorts.map((p) => `${HOST}:${p}`), workers }));
  const url = `http://${HOST}:${port}`;
  const handle = await startProcess({
    command: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    args: ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    probe: `${url}/health`,
    label,
  });
  const stop = handle.stop.bind(handle);
  return Object.assign(handle, {
    url,
    port,
    pids: () => processTree(handle.pid),
    errorLog: () => {
      try {
        return readFileSync(join(prefix, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      await stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  });
}
