import { createRequire } from 'node:module';
import { round } from './util.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** One autocannon run; every figure comes from the answers counted (requests/s = answers / elapsed seconds). */
export async function cannon({ url, connections = 100, duration, amount, method = 'GET', headers = {}, body, requests, timeout = 10 }) {
  const options = { url, connections, duration, amount, method, headers, body, requests, timeout, pipelining: 1 };
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  const started = performance.now();
  let lastAnswer = started;
  const run = autocannon(options);
  run.on('response', () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  // A run of a fixed number of requests ends on autocannon's next one-second sample tick, so its own duration rounds
  // up to whole seconds (10,000 writes in 3.02 s would read 3,311/s whether they took 2.1 s or 3.0 s): time it to the
  // last answer instead. A timed run's duration is exact.
  const seconds = amount ? (lastAnswer - started) / 1000 : result.duration;
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
