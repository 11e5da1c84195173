import { cannon } from './load.mjs';
import { cpuMs, log, round } from './util.mjs';

/**
 * Write path: POST api/common/messages (append, inline projection, push) as the administrator, each request to the
 * next generated user's feed (recipientId), so concurrent requests hit different streams as real users would.
 * A fixed number of requests (autocannon amount), so every request sent is answered before counting.
 * Nothing lost: the log's message-created events and the messages read model each grew by exactly the 2xx answers.
 * `warmup` writes go first, uncounted in the rate (as the reads' warm-up): a cold process's first thousand writes
 * measure its JIT, its pool's first connections and its caches' first fill, not the write path a working day meets.
 * They must all be answered 2xx too (`warmupOk`).
 */
export async function writePath({ label, bff, token, users, amount, connections, count, warmup = 0 }) {
  let next = 0;
  const path = '/api/common/messages';
  const requests = [
    {
      method: 'POST',
      path,
      setupRequest: (req) => {
        const n = next++;
        const user = users[n % users.length];
        return { ...req, method: 'POST', path, body: JSON.stringify({ message: { title: `Bench write ${n}`, description: 'write path' }, recipientId: user.id }) };
      },
    },
  ];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const warm = warmup > 0 ? await cannon({ url: bff.url, connections, amount: warmup, headers, requests }) : { ok: 0 };
  const before = await count();
  // Several processes (instances behind nginx, and nginx): bff.pids() lists them all; their CPU is summed.
  const cpuNow = () => (bff.pids ? bff.pids() : [bff.pid]).reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
  const cpuBefore = cpuNow();
  const run = await cannon({ url: bff.url, connections, amount, headers, requests });
  const cpuMsPerRequest = round((cpuNow() - cpuBefore) / Math.max(run.answered, 1), 3);
  const after = await count();
  const events = after.events - before.events;
  const messages = after.messages - before.messages;
  const result = {
    label, requests: amount, warmup, warmupOk: warm.ok, connections, rps: run.rps, cpuMsPerRequest, p50: run.p50, p99: run.p99, max: run.max, ok: run.ok, non2xx: run.non2xx,
    errors: run.errors, timeouts: run.timeouts, statusCodes: run.statusCodes, eventsAppended: events, messagesProjected: messages,
    nothingLost: warm.ok === warmup && run.ok === amount && events === run.ok && messages === run.ok,
  };
  log(`writes ${label}: ${run.rps}/s p99 ${run.p99} ms, ${cpuMsPerRequest} CPU ms/request, 2xx ${run.ok}/${amount} (after ${warm.ok}/${warmup} warm-up writes), events +${events}, messages +${messages}`);
  return result;
}
