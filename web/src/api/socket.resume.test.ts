/**
 * @jest-environment node
 */
// The resume logic against a real socket.io server: after the connection drops, socket.io-client reconnects on its
// own and the handshake carries the last position applied, so the server can replay what was missed.
import { createServer, type Server as HttpServer } from 'http';
import type { AddressInfo } from 'net';
import { join } from 'path';
import { io } from 'socket.io-client';
import type { PushEvent } from '@cis/contracts';
import { connectSocket, disconnectSocket, getLastPosition, pushReceived } from './socket';

// socket.io (the server) is a dependency of the BFF workspace, not of the web: load it from there.
interface ServerSocket {
  handshake: { auth: Record<string, unknown> };
  conn: { close(): void };
  emit(name: string, ...args: unknown[]): void;
}
interface IoServer {
  on(name: 'connection', fn: (socket: ServerSocket) => void): void;
  close(): void;
}
const { Server } = require(require.resolve('socket.io', { paths: [join(__dirname, '../../../bff')] })) as {
  Server: new (http: HttpServer) => IoServer;
};

const ev = (position: number): PushEvent => ({
  position,
  type: 'inbox.item-created',
  data: {},
  stream: 's',
  version: 1,
  tenant: 'cis',
  userId: 'u1',
  at: '2026-01-01T00:00:00.000Z',
});

let httpServer: HttpServer;
let server: IoServer;
let url: string;
const handshakes: Array<Record<string, unknown>> = [];
const connections: ServerSocket[] = [];
/** The server's log: a resume replays everything after lastPosition. */
const log = [1, 2, 3, 4, 5].map(ev);

beforeAll(async () => {
  httpServer = createServer();
  server = new Server(httpServer);
  server.on('connection', (socket) => {
    const auth = socket.handshake.auth as { token?: string; lastPosition?: number };
    handshakes.push(auth);
    connections.push(socket);
    if (typeof auth.lastPosition === 'number') {
      const missed = log.filter((e) => e.position > auth.lastPosition!);
      // Overlap on purpose: the event at lastPosition is sent again and must be ignored.
      for (const e of log.filter((x) => x.position === auth.lastPosition)) socket.emit('event', e);
      for (const e of missed) socket.emit('event', e);
      socket.emit('resumed', { lastPosition: log.at(-1)!.position, replayed: missed.length });
    }
  });
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  disconnectSocket();
  server.close();
  await new Promise((r) => httpServer.close(r));
});

function nextPositions(count: number): Promise<number[]> {
  return new Promise((resolve) => {
    const got: number[] = [];
    const sub = pushReceived.watch((e) => {
      got.push(e.position);
      if (got.length === count) {
        sub.unsubscribe();
        resolve(got);
      }
    });
  });
}

it('reconnects after a drop and resumes after the last applied position, without duplicates', async () => {
  const firstTwo = nextPositions(2);
  const socket = connectSocket('tok-1', {
    url,
    io: (u, o) => io(u!, { ...o, transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 20 }),
  });
  await new Promise<void>((r) => socket.once('connect', () => r()));
  expect(handshakes[0]).toEqual({ token: 'tok-1' });

  connections[0].emit('event', log[0]);
  connections[0].emit('event', log[1]);
  expect(await firstTwo).toEqual([1, 2]);

  // Drop the transport (as a network failure would); the client reconnects by itself.
  const replayed = nextPositions(3);
  connections[0].conn.close();
  expect(await replayed).toEqual([3, 4, 5]);
  expect(handshakes[1]).toEqual({ token: 'tok-1', lastPosition: 2 });
  expect(getLastPosition()).toBe(5);
});
