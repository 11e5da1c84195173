import { MAX_RESUME_EVENTS, type StoredEvent } from '@cis/contracts';
import type { EventStore } from '../event-store/event-store.port';
import type { PushRouter } from './push-router';

/** One event of the resume window, routed, shaped and encoded once for every socket that replays it. */
export interface RoutedEvent {
  position: number;
  rooms: readonly string[];
  push: StoredEvent;
  /** The socket.io packet of the push, encoded on first use (as a broadcast encodes once for all its sockets). */
  encoded?: unknown;
}

const READ_BATCH = 500;

/**
 * The last MAX_RESUME_EVENTS events of the log up to a head, read from the store once and shared by every socket
 * that resumes meanwhile: 500 sockets resuming at once read the log once (it was 500 reads of up to 1,000 events),
 * and each event's rooms and pushed shape are computed once, not once per socket. When the head moves, only the
 * events after the previous head are read, and the window keeps the newest MAX_RESUME_EVENTS.
 */
export class ReplayWindow {
  private events: RoutedEvent[] = [];
  private head = -1;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly store: EventStore, private readonly router: PushRouter) {}

  /** The routed events after `from` up to `head` (head - from <= MAX_RESUME_EVENTS), in log order. */
  async after(from: number, head: number): Promise<RoutedEvent[]> {
    await this.reachHead(head);
    const start = this.firstAfter(from);
    const out: RoutedEvent[] = [];
    for (let i = start; i < this.events.length && this.events[i].position <= head; i += 1) out.push(this.events[i]);
    return out;
  }

  /** Brings the window up to head; concurrent callers wait on the same read. */
  private reachHead(head: number): Promise<void> {
    const reached = this.pending.then(async () => {
      if (head <= this.head) return;
      const floor = Math.max(0, head - MAX_RESUME_EVENTS);
      const kept = this.head >= floor ? this.events : [];
      const read: RoutedEvent[] = [];
      let position = this.head >= floor ? this.head : floor;
      while (position < head) {
        const batch = await this.store.readAll(position, READ_BATCH);
        for (const event of batch) {
          if (event.position > head) break;
          read.push({ position: event.position, rooms: this.router.rooms(event), push: this.router.push(event) });
          position = event.position;
        }
        if (batch.length < READ_BATCH || batch.at(-1)!.position >= head) break;
      }
      // Only a complete read changes the window, so a failed one is simply read again by the next caller.
      this.events = kept.concat(read);
      this.head = head;
      const keepFrom = this.firstAfter(floor);
      if (keepFrom > 0) this.events = this.events.slice(keepFrom);
    });
    // A failed read fails its callers only; the next caller reads again.
    this.pending = reached.catch(() => undefined);
    return reached;
  }

  /** Index of the first event with a position above `position` (binary search; positions ascend). */
  private firstAfter(position: number): number {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.events[mid].position <= position) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
