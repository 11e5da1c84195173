import type { PushEvent } from '@cis/contracts';
import { notePosition } from './position';
import {
  connectSocket,
  disconnectSocket,
  getLastPosition,
  handshakeAuth,
  pushReceived,
  setLastPosition,
  socketResyncNeeded,
  type IoFactory,
} from './socket';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io-client Socket: records handlers and the options `io` got. */
function fakeIo() {
  const handlers = new Map<string, Handler[]>();
  interface FakeSocket {
    on: jest.Mock;
    removeAllListeners: jest.Mock;
    disconnect: jest.Mock;
  }
  const socket: FakeSocket = {
    on: jest.fn((name: string, h: Handler): FakeSocket => {
      handlers.set(name, [...(handlers.get(name) ?? []), h]);
      return socket;
    }),
    removeAllListeners: jest.fn(() => handlers.clear()),
    disconnect: jest.fn(),
  };
  const factory = jest.fn(() => socket) as unknown as IoFactory & jest.Mock;
  const emit = (name: string, ...args: unknown[]) => (handlers.get(name) ?? []).forEach((h) => h(...args));
  /** What the client would send in the next handshake (socket.io calls the auth function on every (re)connect). */
  const auth = () => {
    const opts = (factory as jest.Mock).mock.calls.at(-1)[1] as { auth: (cb: (d: object) => void) => void };
    let data: object | undefined;
    opts.auth((d) => (data = d));
    return data;
  };
  return { factory, socket, emit, auth };
}

const ev = (position: number, type = 'inbox.item-created'): PushEvent => ({
  position,
  type,
  data: { n: position },
  stream: 's',
  version: position,
  tenant: 'cis',
  userId: 'u1',
  at: '2026-01-01T00:00:00.000Z',
});

let received: PushEvent[];
let unwatch: () => void;
beforeEach(() => {
  disconnectSocket();
  received = [];
  unwatch = pushReceived.watch((e) => received.push(e)).unsubscribe;
});
afterEach(() => unwatch());

it('connects to the same origin with the token in an auth function', () => {
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  expect(io.factory).toHaveBeenCalledWith(undefined, expect.objectContaining({ auth: expect.any(Function) }));
  expect(io.auth()).toEqual({ token: 'tok-1' });
});

it('hands each event to pushReceived and keeps the last position for the next handshake', () => {
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  io.emit('event', ev(5));
  io.emit('event', ev(6));
  expect(received.map((e) => e.position)).toEqual([5, 6]);
  expect(getLastPosition()).toBe(6);
  // A reconnect asks to resume after 6.
  expect(io.auth()).toEqual({ token: 'tok-1', lastPosition: 6 });
});

it('ignores positions already seen (a replay overlapping live events)', () => {
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  io.emit('event', ev(1));
  io.emit('event', ev(2));
  io.emit('event', ev(2));
  io.emit('event', ev(1));
  io.emit('event', ev(3));
  expect(received.map((e) => e.position)).toEqual([1, 2, 3]);
  expect(getLastPosition()).toBe(3);
});

it('a resume replays in log order: live events arriving during the replay wait for it', () => {
  setLastPosition(2);
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  expect(io.auth()).toEqual({ token: 'tok-1', lastPosition: 2 }); // the handshake: the server replays after 2
  io.emit('event', ev(6)); // live, committed while the replay runs
  io.emit('event', ev(3));
  io.emit('event', ev(4));
  io.emit('event', ev(6)); // the replay reaches it too
  expect(received).toEqual([]);
  expect(getLastPosition()).toBe(2);
  io.emit('resumed', { lastPosition: 6, replayed: 3 });
  expect(received.map((e) => e.position)).toEqual([3, 4, 6]);
  expect(getLastPosition()).toBe(6);
  io.emit('event', ev(7));
  expect(received.map((e) => e.position)).toEqual([3, 4, 6, 7]);
});

it("the resume point follows 'resumed' forward (the log may have moved on), never back", () => {
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  io.emit('event', ev(10));
  io.emit('resumed', { lastPosition: 8, replayed: 0 });
  expect(getLastPosition()).toBe(10);
  io.emit('resumed', { lastPosition: 12, replayed: 0 });
  expect(getLastPosition()).toBe(12);
});

it('a drop during a replay applies what came but resumes again from the old point', () => {
  setLastPosition(2);
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  io.auth();
  io.emit('event', ev(5));
  io.emit('event', ev(3));
  io.emit('disconnect');
  expect(received.map((e) => e.position)).toEqual([3, 5]);
  expect(getLastPosition()).toBe(2);
  // Reconnect: the same replay again, minus what was applied.
  expect(io.auth()).toEqual({ token: 'tok-1', lastPosition: 2 });
  io.emit('event', ev(3));
  io.emit('event', ev(4));
  io.emit('event', ev(5));
  io.emit('resumed', { lastPosition: 5, replayed: 3 });
  expect(received.map((e) => e.position)).toEqual([3, 5, 4]);
  expect(getLastPosition()).toBe(5);
});

it('resumes from a position set after the start-up loads', () => {
  setLastPosition(41);
  const io = fakeIo();
  connectSocket('tok-2', { io: io.factory });
  expect(io.auth()).toEqual({ token: 'tok-2', lastPosition: 41 });
});

it("a first connection resumes from the position the page's answers reflect: a change made before it connected is replayed", () => {
  notePosition(41);
  const io = fakeIo();
  connectSocket('tok-3', { io: io.factory });
  expect(io.auth()).toEqual({ token: 'tok-3', lastPosition: 41 });
});

it('disconnectSocket closes the socket and forgets token and position', () => {
  const io = fakeIo();
  connectSocket('tok-1', { io: io.factory });
  io.emit('event', ev(3));
  disconnectSocket();
  expect(io.socket.disconnect).toHaveBeenCalled();
  expect(getLastPosition()).toBeUndefined();
  expect(handshakeAuth()).toEqual({ token: '' });
});

it('connecting again (new token) keeps the resume point and closes the old socket', () => {
  const first = fakeIo();
  connectSocket('tok-1', { io: first.factory });
  first.emit('event', ev(7));
  const second = fakeIo();
  connectSocket('tok-2', { io: second.factory });
  expect(first.socket.disconnect).toHaveBeenCalled();
  expect(second.auth()).toEqual({ token: 'tok-2', lastPosition: 7 });
});

describe('reconnect without a resume point', () => {
  let resyncs: number;
  let stop: () => void;
  beforeEach(() => {
    resyncs = 0;
    stop = socketResyncNeeded.watch(() => (resyncs += 1)).unsubscribe;
  });
  afterEach(() => stop());

  it('asks the stores to reload when no event had arrived before the drop', () => {
    const { factory, emit, auth } = fakeIo();
    connectSocket('tok', { io: factory });
    auth();
    emit('connect');
    expect(resyncs).toBe(0);
    emit('disconnect');
    expect(auth()).toEqual({ token: 'tok' });
    emit('connect');
    expect(resyncs).toBe(1);
  });

  it('does not when the reconnect resumes from a position (the server replays instead)', () => {
    const { factory, emit, auth } = fakeIo();
    connectSocket('tok', { io: factory });
    auth();
    emit('connect');
    emit('event', ev(7));
    emit('disconnect');
    expect(auth()).toEqual({ token: 'tok', lastPosition: 7 });
    emit('connect');
    expect(resyncs).toBe(0);
  });
});

describe("the server's 'resync' (resume point too far back)", () => {
  let resyncs: number;
  let stop: () => void;
  beforeEach(() => {
    resyncs = 0;
    stop = socketResyncNeeded.watch(() => (resyncs += 1)).unsubscribe;
  });
  afterEach(() => stop());

  it('reloads the stores as after a reconnect with no position, and resumes from the named head next time', () => {
    setLastPosition(2);
    const { factory, emit, auth } = fakeIo();
    connectSocket('tok', { io: factory });
    expect(auth()).toEqual({ token: 'tok', lastPosition: 2 }); // asks to resume after 2: the server says no
    emit('connect');
    expect(resyncs).toBe(0);
    emit('event', ev(5000)); // live, committed after the server's decision: held while a replay was expected
    expect(received).toEqual([]);
    emit('resync', { lastPosition: 4999 });
    expect(resyncs).toBe(1);
    // No replay follows: the live event is applied at once, and so is the next one.
    expect(received.map((e) => e.position)).toEqual([5000]);
    emit('event', ev(5001));
    expect(received.map((e) => e.position)).toEqual([5000, 5001]);
    expect(getLastPosition()).toBe(5001);
    emit('disconnect');
    expect(auth()).toEqual({ token: 'tok', lastPosition: 5001 });
  });

  it('moves the resume point to the head even when nothing arrived live', () => {
    setLastPosition(3);
    const { factory, emit, auth } = fakeIo();
    connectSocket('tok', { io: factory });
    auth();
    emit('connect');
    emit('resync', { lastPosition: 1800 });
    expect(resyncs).toBe(1);
    expect(getLastPosition()).toBe(1800);
    expect(auth()).toEqual({ token: 'tok', lastPosition: 1800 });
  });
});
