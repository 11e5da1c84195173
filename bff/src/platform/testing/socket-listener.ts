import { io, type Socket } from 'socket.io-client';
import { SocketEvents, type StoredEvent } from '@cis/contracts';

export interface SocketListener {
  socket: Socket;
  /** Every push received so far, in arrival order. */
  events: StoredEvent[];
  /** The first push (already received or still to come) that matches; no sleeps, no timers. */
  next(match: (event: StoredEvent) => boolean): Promise<StoredEvent>;
  close(): void;
}

/** A signed-in socket.io client that records every push, for tests that assert what other screens receive. */
export async function listenAs(baseUrl: string, token: string): Promise<SocketListener> {
  const socket: Socket = io(baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const events: StoredEvent[] = [];
  const waiters: Array<{ match: (e: StoredEvent) => boolean; resolve: (e: StoredEvent) => void }> = [];
  socket.on(SocketEvents.event, (event: StoredEvent) => {
    events.push(event);
    for (const waiter of waiters.filter((w) => w.match(event))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    events,
    next: (match) =>
      new Promise<StoredEvent>((resolve) => {
        const found = events.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      }),
    close: () => socket.close(),
  };
}
