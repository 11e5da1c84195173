import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { HOST, ROOT, freePort, nowMs, rssMb, sleep } from './util.mjs';

const running = new Set();

/** Every child this bench started is stopped on exit, even after a failure. */
export async function stopAll() {
  await Promise.all([...running].map((child) => child.stop()));
}

function track(proc, label) {
  let output = '';
  proc.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
  proc.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const exited = new Promise((r) => proc.once('exit', (code, signal) => r({ code, signal })));
  const handle = {
    label,
    pid: proc.pid,
    proc,
    exited,
    output: () => output,
    rss: () => rssMb(proc.pid),
    async stop() {
      running.delete(handle);
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(handle);
  return handle;
}

async function waitFor(url, handle, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (handle.proc.exitCode !== null) throw new Error(`${handle.label} exited: ${handle.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.arrayBuffer();
        return;
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${handle.label} did not answer ${url} within ${timeoutMs} ms: ${handle.output()}`);
    await sleep(10);
  }
}

/**
 * Starts `node bff/dist/main.js` (or another build's main, for before/after runs) as a child. Resolves once /health answers 200, with the time from spawn to that
 * answer (startupMs) and the child's memory then.
 */
export async function startBff({ dataDir, jwtSecret, env = {}, nodeArgs = [], label = 'bff', main = join(ROOT, 'bff/dist/main.js'), timeoutMs = 120_000 }) {
  const port = await freePort();
  const childEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'NODE_ENV', 'JWT_SECRET', 'WEB_DIST', 'CORS_ORIGINS']) delete childEnv[key];
  Object.assign(childEnv, {
    PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'off', SEED: 'demo', SIGN_IN_LIMIT: '100000', JWT_SECRET: jwtSecret, ...env,
  });
  const t0 = nowMs();
  const proc = spawn(process.execPath, [...nodeArgs, main], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const handle = track(proc, label);
  const url = `http://${HOST}:${port}`;
  await waitFor(`${url}/health`, handle, timeoutMs);
  return Object.assign(handle, { url, port, startupMs: nowMs() - t0, rssAtStart: handle.rss() });
}

/** Any node script as a child server; resolves once `probe` answers. */
export async function startNode({ script, args = [], env = {}, probe, label }) {
  return startProcess({ command: process.execPath, args: [script, ...args], env, probe, label });
}

/** Any program as a child server (nginx), stopped by stopAll like the others; resolves once `probe` answers. */
export async function startProcess({ command, args = [], env = {}, probe, label, timeoutMs = 30_000 }) {
  const proc = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const handle = track(proc, label);
  await waitFor(probe, handle, timeoutMs);
  return handle;
}

/** A worker speaking over IPC (push clients). */
export function forkWorker(script, label) {
  const proc = spawn(process.execPath, [script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const handle = track(proc, label);
  const waiting = [];
  proc.on('message', (message) => {
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(message);
  });
  handle.request = (message, replyType, timeoutMs = 120_000) =>
    new Promise((resolveReply, reject) => {
      const timer = setTimeout(() => reject(new Error(`${label}: no ${replyType} within ${timeoutMs} ms`)), timeoutMs);
      waiting.push({ type: replyType, resolve: (m) => (clearTimeout(timer), resolveReply(m)) });
      proc.send(message);
    });
  return handle;
}
