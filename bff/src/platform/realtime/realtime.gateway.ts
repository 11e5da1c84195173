import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  MAX_RESUME_EVENTS, STAFF_ONLY, SocketEvents, isAllowed, type ResumedPayload, type ResyncPayload, type SocketHandshakeAuth, type StoredEvent,
} from '@cis/contracts';
import { AuthGuard } from '../auth/auth.guard';
import type { AuthUser } from '../auth/auth-user';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { PushRouter } from './push-router';
import { Rooms } from './rooms';

const REPLAY_BATCH = 500;

/**
 * The rooms a user's sockets join: everything a push rule may address to them. The staff room only for accounts
 * STAFF_ONLY admits (the same check as the internal apps' routes); a resume replays only what these rooms carry.
 */
export function roomsOf(user: AuthUser): string[] {
  const rooms = [Rooms.all, Rooms.tenant(user.tenant), Rooms.user(user.id)];
  if (isAllowed(STAFF_ONLY, user)) rooms.push(Rooms.staff(user.tenant));
  for (const code of user.permissions) rooms.push(Rooms.permission(user.tenant, code));
  if (user.customerP24Id) rooms.push(Rooms.customer(user.tenant, user.customerP24Id));
  return rooms;
}

@WebSocketGateway({ cors: { origin: false } })
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Realtime');
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly router: PushRouter,
    private readonly auth: AuthGuard,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const { token } = (socket.handshake.auth ?? {}) as Partial<SocketHandshakeAuth>;
      if (typeof token !== 'string' || token.length === 0) return next(new Error('Authentication required'));
      this.auth
        .authenticate({ authorization: `Bearer ${token}` })
        .then((user) => {
          socket.data.user = user;
          next();
        })
        .catch(() => next(new Error('Invalid token')));
    });
    server.on('connection', (socket) => void this.onConnection(socket));
    this.unsubscribe = this.store.subscribe((events) => this.publish(events));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private publish(events: StoredEvent[]): void {
    for (const event of events) {
      const rooms = this.router.rooms(event);
      if (rooms.length > 0) this.server.to(rooms).emit(SocketEvents.event, this.router.push(event));
    }
  }

  private async onConnection(socket: Socket): Promise<void> {
    const user = socket.data.user as AuthUser;
    const rooms = roomsOf(user);
    await socket.join(rooms);
    const { lastPosition } = (socket.handshake.auth ?? {}) as Partial<SocketHandshakeAuth>;
    if (typeof lastPosition !== 'number' || !Number.isInteger(lastPosition) || lastPosition < 0) return;
    try {
      await this.replay(socket, new Set(rooms), lastPosition);
    } catch (error) {
      this.logger.warn(`Replay for ${user.id} failed: ${(error as Error).message}`);
    }
  }

  /**
   * Sends what the socket missed after lastPosition, through the same routing as live pushes, up to the log's head
   * when it connected (the socket is already in its rooms, so later commits reach it live). A resume point more than
   * MAX_RESUME_EVENTS behind the head, or past it (a position from another store), is not replayed: reading the log
   * that far back for one socket costs more than the client reloading its state, so the client is told to resync.
   */
  private async replay(socket: Socket, rooms: Set<string>, from: number): Promise<void> {
    const head = await this.store.lastPosition();
    if (head - from > MAX_RESUME_EVENTS || from > head) {
      socket.emit(SocketEvents.resync, { lastPosition: head } satisfies ResyncPayload);
      return;
    }
    let position = from;
    let replayed = 0;
    while (position < head) {
      const events = await this.store.readAll(position, REPLAY_BATCH);
      for (const event of events) {
        if (event.position > head) break;
        position = event.position;
        if (this.router.rooms(event).some((room) => rooms.has(room))) {
          socket.emit(SocketEvents.event, this.router.push(event));
          replayed += 1;
        }
      }
      if (events.length < REPLAY_BATCH || events.at(-1)!.position > head) break;
    }
    socket.emit(SocketEvents.resumed, { lastPosition: head, replayed } satisfies ResumedPayload);
  }
}
