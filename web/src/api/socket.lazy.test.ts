/** socket.io-client is downloaded with the first session, not with the sign-in page. */
const ioCalls: unknown[][] = [];
interface FakeSocket { on: jest.Mock; removeAllListeners: jest.Mock; disconnect: jest.Mock }
const fakeSocket: FakeSocket = { on: jest.fn((): FakeSocket => fakeSocket), removeAllListeners: jest.fn(), disconnect: jest.fn() };
let libraryLoads = 0;

jest.mock('socket.io-client', () => {
  libraryLoads += 1;
  return { io: jest.fn((...args: unknown[]) => { ioCalls.push(args); return fakeSocket; }) };
});

import { connectSocket, disconnectSocket, openSocket } from './socket';

beforeEach(() => {
  disconnectSocket();
  ioCalls.length = 0;
});

it('loads the socket library only when a channel is opened, then connects with the token', async () => {
  expect(libraryLoads).toBe(0);
  expect(() => connectSocket('tok')).toThrow(/openSocket/);
  const socket = await openSocket('tok');
  expect(libraryLoads).toBe(1);
  expect(socket).toBe(fakeSocket);
  expect(ioCalls).toHaveLength(1);
  const options = ioCalls[0][0] as { auth: (cb: (d: object) => void) => void };
  let auth: object | undefined;
  options.auth((d) => (auth = d));
  expect(auth).toEqual({ token: 'tok' });
});

it('opens nothing when the session ended while the library was loading', async () => {
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./socket');
    const pending = fresh.openSocket('tok-2');
    fresh.disconnectSocket();
    expect(await pending).toBeNull();
    expect(fresh.getSocket()).toBeNull();
  });
  expect(ioCalls).toHaveLength(0);
});
