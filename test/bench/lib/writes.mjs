import { cannon } from './load.mjs';
import { cpuMs, log, round } from './util.mjs';

/**
 * Write path: POST api/common/messages (append, inline projection, push) as the administrator, each request to the
 * next generated user's feed (recipientId), so concurrent requests hit different streams as real users would.
 * A fixed number of requests (autocannon amount), so every request sent is answered before counting.
 * Nothing lost: the log's message-created events and the messages read model each grew by exactly the 2xx answers.
 */
export async function writePath({ label, bff, token, users, amount, connections, count }) {
  const before = await count();
  // Several processes (instances behind nginx, and nginx): bff.pids() lists them all; their CPU is summed.
  const cpuNow = () => (bff.pids ? bff.pids() : [bff.pid]).reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
  const cpuBefore = cpuNow();
  let next = 0;
  const path = '/api/common/messages';
  const run = await cannon({
    url: bff.url,
    connections,
    amount,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (req) => {
          const n = next++;
          const user = users[n % users.length];
          return { ...req, method: 'POST', path, body: JSON.stringify({ message: { title: `Bench write ${n}`, description: 'write path' }, recipientId: user.id }) };
        },
      },
    ],
  });
  const cpuMsPerRequest = round((cpuNow() - cpuBefore) / Math.max(run.answered, 1), 3);
  const after = await count();
  const events = after.events - before.events;
  const messages = after.messages - before.messages;
  const result = {
    label, requests: amount, connections, rps: run.rps, cpuMsPerRequest, p50: run.p50, p99: run.p99, max: run.max, ok: run.ok, non2xx: run.non2xx,
    errors: run.errors, timeouts: run.timeouts, statusCodes: run.statusCodes, eventsAppended: events, messagesProjected: messages,
    nothingLost: run.ok === amount && events === run.ok && messages === run.ok,
  };
  log(`writes ${label}: ${run.rps}/s p99 ${run.p99} ms, ${cpuMsPerRequest} CPU ms/request, 2xx ${run.ok}/${amount}, events +${events}, messages +${messages}`);
  return result;
}
