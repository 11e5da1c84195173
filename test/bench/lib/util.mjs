import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** Event names as the product declares them (contracts/dist), so the bench counts and listens for the real ones. */
const contracts = require('@cis/contracts');
export const EVENTS = {
  messageCreated: contracts.InboxEvents.created,
  userRegistered: contracts.AuthEvents.userRegistered,
  uiVersionPublished: contracts.UiVersionEvents.published,
};

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const HOST = '127.0.0.1';
export const TENANT = 'cis';
export const ADMIN = { email: 'admin@cis.test', password: 'cis-demo-2026' };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Milliseconds on CLOCK_MONOTONIC: the same clock in every process of this machine, so workers can compare. */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const median = (values) => percentile(values, 50);
export const round = (n, digits = 1) => (n == null || !Number.isFinite(n) ? n : Math.round(n * 10 ** digits) / 10 ** digits);

/** HS256 JWT exactly as the BFF's TokenService signs it (issuer 'Cis', sub, tenant, 7 days). */
export function mintToken(secret, userId, tenant = TENANT) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ tenant, iat, exp: iat + 7 * 24 * 3600, iss: 'Cis', sub: userId })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export async function api(baseUrl, method, path, { token, body, expect } = {}) {
  const response = await fetch(`${baseUrl}/${path.replace(/^\//, '')}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (expect !== undefined && response.status !== expect) {
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

export async function signIn(baseUrl, { email, password } = ADMIN) {
  const { json } = await api(baseUrl, 'POST', 'api/auth/sign-in', { body: { email, password }, expect: 200 });
  return { token: json.accessToken, user: json.user };
}

export function machine() {
  let cpu = 'unknown';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    /* not Linux */
  }
  return cpu;
}

/**
 * CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). CPU per request
 * holds far better than requests per second on a machine other people are loading at the same time.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return round(kb / 1024, 1);
  } catch {
    return null;
  }
}

export function log(...args) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${args.join(' ')}\n`);
}
