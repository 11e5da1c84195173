/**
 * A child process holding many socket.io clients (each its own connection, websocket transport), so the clients'
 * work does not share an event loop with the process that sends the POSTs. Receive times are CLOCK_MONOTONIC
 * milliseconds, comparable with the parent's.
 */
import { createRequire } from 'node:module';
import { EVENTS, nowMs } from './util.mjs';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');

const sockets = [];
const inbox = [];
const versions = [];

async function connectAll(url, specs, concurrency) {
  const t0 = nowMs();
  let connected = 0;
  const errors = [];
  let index = 0;
  async function lane() {
    while (index < specs.length) {
      const spec = specs[index++];
      await new Promise((resolve) => {
        const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token: spec.token }, timeout: 60_000 });
        socket.on('event', (event) => {
          const t = nowMs();
          if (event.type === EVENTS.messageCreated) inbox.push([event.data.item.title, t]);
          else if (event.type === EVENTS.uiVersionPublished) versions.push(t);
        });
        socket.once('connect', () => {
          connected += 1;
          sockets.push(socket);
          resolve();
        });
        socket.once('connect_error', (error) => {
          if (errors.length < 5) errors.push(error.message);
          socket.close();
          resolve();
        });
      });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { connected, failed: specs.length - connected, ms: nowMs() - t0, errors };
}

process.on('message', async (message) => {
  if (message.cmd === 'connect') {
    const result = await connectAll(message.url, message.sockets, message.concurrency ?? 50);
    process.send({ type: 'connected', ...result });
  } else if (message.cmd === 'report') {
    process.send({ type: 'report', inbox, versions });
  } else if (message.cmd === 'close') {
    for (const socket of sockets) socket.close();
    process.send({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
