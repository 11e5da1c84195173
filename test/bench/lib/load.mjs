import { createRequire } from 'node:module';
import { round } from './util.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** One autocannon run; every figure comes from the answers counted (requests/s = answers / elapsed seconds). */
export async function cannon({ url, connections = 100, duration, amount, method = 'GET', headers = {}, body, requests, timeout = 10 }) {
  const options = { url, connections, duration, amount, method, headers, body, requests, timeout, pipelining: 1 };
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  const result = await autocannon(options);
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const seconds = result.duration;
  return {
    rps: round(answered / seconds, 0),
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    answered,
    seconds: round(seconds, 2),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statusCodes: result.statusCodeStats,
  };
}
