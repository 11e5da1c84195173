import type { IncomingMessage } from 'node:http';

/** Handshakes let through per turn of the event loop; the rest wait for the next turn, after other I/O. */
export const HANDSHAKES_PER_TURN = 8;
/** Handshakes waiting at most; one more is refused at once (the client retries later, as after any failed connect). */
export const MAX_WAITING_HANDSHAKES = 5_000;

type AllowRequest = (request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) => void;

/**
 * engine.io's `allowRequest`: paces new connections. A socket handshake (WebSocket upgrade, engine.io and socket.io
 * handshakes, the token check) costs a few milliseconds of the event loop; 500 sockets opened at the same moment
 * were all handled before the next HTTP request, and /health waited seconds. Here at most HANDSHAKES_PER_TURN go on per
 * turn of the event loop, so HTTP requests keep their turns while a storm of handshakes is worked through.
 */
export class HandshakeGate {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  constructor(private readonly perTurn = HANDSHAKES_PER_TURN, private readonly maxWaiting = MAX_WAITING_HANDSHAKES) {}

  readonly allowRequest: AllowRequest = (_request, callback) => {
    if (this.waiting.length >= this.maxWaiting) {
      callback('Too many connections being opened, try again later', false);
      return;
    }
    this.waiting.push(() => callback(null, true));
    this.schedule();
  };

  /** Handshakes waiting for their turn (tests and diagnostics). */
  get pending(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const admit of this.waiting.splice(0, this.perTurn)) admit();
      this.schedule();
    });
  }
}
