/**
 * nginx in front of BFF processes, configured from deploy/nginx/cis.conf.template (the configuration `npm run cluster`
 * and a deployment use), on a free port with its own prefix directory. Installs Debian's nginx when missing and allowed
 * (scripts/ensure-nginx.mjs).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort, sleep } from './bff-process';

const TEMPLATE = join(ROOT, 'deploy', 'nginx', 'cis.conf.template');

/** Fills the template's placeholders (the same rendering as scripts/cluster.mjs). */
export function renderNginxConfig(values: { listen: string; prefix: string; upstreams: string[]; workers?: number; extra?: string; user?: string }): string {
  const servers = values.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{SERVERS}}', servers)
    .replaceAll('{{LISTEN}}', values.listen)
    .replaceAll('{{PREFIX}}', values.prefix)
    .replaceAll('{{WORKERS}}', String(values.workers ?? 1))
    .replaceAll('{{USER}}', values.user ?? '')
    .replaceAll('{{EXTRA}}', values.extra ?? '');
}

export class Nginx {
  readonly prefix = mkdtempSync(join(tmpdir(), 'cis-nginx-'));
  port = 0;
  private child: ChildProcess | null = null;
  private log = '';

  constructor(private readonly upstreamPorts: number[]) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-nginx.mjs')], { stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    this.port = await freePort();
    // nginx's workers run as an unprivileged user when started as root: they must reach the prefix.
    chmodSync(this.prefix, 0o755);
    const conf = join(this.prefix, 'nginx.conf');
    writeFileSync(conf, renderNginxConfig({
      listen: `127.0.0.1:${this.port}`, prefix: this.prefix, upstreams: this.upstreamPorts.map((p) => `127.0.0.1:${p}`),
      // Which instance answered: the tests find the instance holding their sockets by it.
      extra: '    add_header X-Upstream $upstream_addr always;',
    }));
    const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
    const child = spawn(nginx, ['-p', this.prefix, '-c', conf, '-e', join(this.prefix, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.on('data', (d) => (this.log += d));
    child.stderr!.on('data', (d) => (this.log += d));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${this.log}`);
      try {
        const res = await fetch(`${this.url}/health`);
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer /health in 20 s: ${this.log}`);
      await sleep(50);
    }
  }

  /** The instance port nginx routes this client's socket.io connections to (sticky by client address). */
  async socketInstancePort(): Promise<number> {
    const res = await fetch(`${this.url}/socket.io/?EIO=4&transport=polling`);
    await res.arrayBuffer();
    const upstream = res.headers.get('x-upstream') ?? '';
    // After a failed try nginx lists every address it tried: the last one answered.
    const last = upstream.split(',').map((s) => s.trim()).at(-1) ?? '';
    return Number(last.split(':').at(-1));
  }

  errorLog(): string {
    try {
      return readFileSync(join(this.prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      const exited = new Promise((r) => this.child!.once('exit', r));
      this.child.kill('SIGQUIT');
      await exited;
    }
    rmSync(this.prefix, { recursive: true, force: true });
  }
}
