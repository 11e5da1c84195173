// Opens N sockets of one token resuming from one log position, in this child process (so their decoding does not
// load the server's event loop), and prints one JSON line when every socket has had its 'resumed':
// {"resumed":[{"replayed":n,"received":n,"lastPosition":h}, ...]}. Used by socket-limits.spec.ts.
// Arguments: baseUrl token count lastPosition
const { io } = require('socket.io-client');

const [baseUrl, token, count, lastPosition] = process.argv.slice(2);
const results = [];
let failed = false;
for (let i = 0; i < Number(count); i += 1) {
  // A generous connect timeout: this measures the server's other work meanwhile, not how fast 500 handshakes go.
  const socket = io(baseUrl, { auth: { token, lastPosition: Number(lastPosition) }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 90_000 });
  let received = 0;
  socket.on('event', () => {
    received += 1;
  });
  socket.once('resumed', (payload) => {
    results.push({ replayed: payload.replayed, received, lastPosition: payload.lastPosition });
    socket.close();
    if (results.length === Number(count)) {
      process.stdout.write(`${JSON.stringify({ resumed: results })}\n`);
      process.exit(0);
    }
  });
  socket.once('connect_error', (error) => {
    if (failed) return;
    failed = true;
    process.stdout.write(`${JSON.stringify({ error: error.message })}\n`);
    process.exit(1);
  });
}
setTimeout(() => {
  process.stdout.write(`${JSON.stringify({ error: `only ${results.length} of ${count} resumed in time` })}\n`);
  process.exit(1);
}, 100_000).unref();
