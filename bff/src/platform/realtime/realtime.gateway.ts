import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  AuthEvents, MAX_RESUME_EVENTS, STAFF_ONLY, SocketEvents, isAllowed, isEventOf, type AuthEvent, type EventOfType, type ResumedPayload, type ResyncPayload, type SessionsEndedData,
  type SocketHandshakeAuth, type StoredEvent,
} from '@cis/contracts';
import { AuthGuard } from '../auth/auth.guard';
import type { AuthUser } from '../auth/auth-user';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { HandshakeGate } from './handshake-gate';
import { PushFanout, type PushChannel, type RoomPush } from './push-fanout';
import { PushRouter } from './push-router';
import { ReplayQueue } from './replay-queue';
import { ReplayWindow } from './replay-window';
import { Rooms } from './rooms';
import { messageOf } from '../fields';

/** socket.io-parser's PacketType.EVENT: a replayed push is encoded as the packet `socket.emit('event', push)` sends. */
const EVENT_PACKET = 2;
const isSessionsEnded = isEventOf<EventOfType<AuthEvent, typeof AuthEvents.sessionsEnded>>([AuthEvents.sessionsEnded]);

/** The handshake refusal a client sees (connect_error message) when its account has all the sockets it may hold. */
export const TOO_MANY_SOCKETS = 'Too many connections for this account';

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

/**
 * Live pushes. What one account can cost is bounded: at most SOCKETS_PER_ACCOUNT open sockets per instance (one more
 * is refused at the handshake); new connections are let through a few per turn of the event loop (HandshakeGate);
 * resume replays are read once for everyone (ReplayWindow) and sent in small slices, a few sockets at a time, between
 * which the event loop serves other requests (ReplayQueue). When every session of an account ends (Sessions), its
 * open sockets are closed.
 */
@WebSocketGateway({ cors: { origin: false } })
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Realtime');
  private unsubscribe: (() => void) | null = null;
  /** Open sockets per account (tenant + user id) in this process. */
  private readonly socketsByAccount = new Map<string, number>();
  /** The account each socket's handshake signed in (socket.io's socket.data is untyped). */
  private readonly signedIn = new WeakMap<Socket, AuthUser>();
  private readonly window: ReplayWindow;
  private readonly replays = new ReplayQueue();
  private readonly handshakes = new HandshakeGate();
  private readonly fanout = new PushFanout((pushes) => this.deliverHere(pushes));
  /** Counters for the metrics (issue 14): events pushed to rooms, resumes replayed, resyncs asked. */
  readonly stats = { pushesSent: 0, resumeReplays: 0, replayedEvents: 0, resyncs: 0 };

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly router: PushRouter,
    private readonly auth: AuthGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.window = new ReplayWindow(store, router);
  }

  /** Several instances: each committed batch's pushes reach the others' sockets through this channel (PushFanout). */
  shareThrough(channel: PushChannel): Promise<void> {
    return this.fanout.connect(channel);
  }

  /** Open sockets in this process. */
  connectedSockets(): number {
    let total = 0;
    for (const n of this.socketsByAccount.values()) total += n;
    return total;
  }

  /** Open sockets of an account in this process (tests and diagnostics). */
  socketsOf(user: Pick<AuthUser, 'tenant' | 'id'>): number {
    return this.socketsByAccount.get(accountKey(user)) ?? 0;
  }

  afterInit(server: Server): void {
    // engine.io reads its options at each request: new connections are paced from here on. The cast: its typings
    // leave out the options object (opts) the server keeps, which is the one place to gate handshakes per request.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- socket.io's typings (above)
    (server.engine as unknown as { opts: { allowRequest?: HandshakeGate['allowRequest'] } }).opts.allowRequest = this.handshakes.allowRequest;
    server.use((socket, next) => {
      const token = handshakeField(socket, 'token');
      if (typeof token !== 'string' || token.length === 0) return next(new Error('Authentication required'));
      this.auth
        .authenticate({ authorization: `Bearer ${token}` })
        .then((user) => {
          // Counted here, synchronously after the account is known, so concurrent handshakes cannot all pass.
          if (!this.holdSocket(socket, user)) return next(new Error(TOO_MANY_SOCKETS));
          this.signedIn.set(socket, user);
          next();
        })
        .catch(() => next(new Error('Invalid token')));
    });
    server.on('connection', (socket) => void this.onConnection(socket, token(socket)));
    this.unsubscribe = this.store.subscribe((events) => this.publish(events));
  }

  /**
   * Draining (platform/lifecycle/drain.ts): closes every socket of this instance only (not the others', through the
   * adapter). The connection is cut, not ended by a disconnect packet, so the clients reconnect by themselves, to
   * another instance behind the balancer, and resume from their last position.
   */
  releaseLocalSockets(): void {
    // Not disconnectSockets(): it sends a disconnect packet first, after which a client does not reconnect by itself.
    for (const socket of this.server.of('/').sockets.values()) socket.conn.close();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.replays.clear();
  }

  private publish(events: StoredEvent[]): void {
    const pushes: RoomPush[] = [];
    for (const event of events) {
      if (isSessionsEnded(event)) this.endSessions(event.data);
      const rooms = this.router.rooms(event);
      if (rooms.length === 0) continue;
      pushes.push([rooms, this.router.push(event)]);
    }
    this.stats.pushesSent += pushes.length;
    this.fanout.send(pushes);
  }

  /**
   * To this instance's sockets only. A push none of whose rooms has a socket here is not even encoded (socket.io
   * encodes before it looks for sockets): most pushes name one user's room, and that user is on one instance or none.
   */
  private deliverHere(pushes: RoomPush[]): void {
    const present = this.server.of('/').adapter.rooms;
    for (const [rooms, push] of pushes) {
      if (rooms.some((room) => present.has(room))) this.server.local.to(rooms).emit(SocketEvents.event, push);
    }
  }

  /** Every session of the account ended: its sockets (on every instance, through the adapter) are closed. */
  private endSessions({ userId }: SessionsEndedData): void {
    this.server.in(Rooms.user(userId)).disconnectSockets(true);
  }

  /** Takes one of the account's socket places, given back when the socket closes; false when none is left. */
  private holdSocket(socket: Socket, user: AuthUser): boolean {
    const key = accountKey(user);
    const open = this.socketsByAccount.get(key) ?? 0;
    if (open >= this.config.socketsPerAccount) return false;
    this.socketsByAccount.set(key, open + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.socketsByAccount.get(key) ?? 1) - 1;
      if (left > 0) this.socketsByAccount.set(key, left);
      else this.socketsByAccount.delete(key);
    };
    // The connection's close always fires; the socket's disconnect also when only the namespace is left.
    socket.conn.once('close', release);
    socket.once('disconnect', release);
    return true;
  }

  private async onConnection(socket: Socket, handshakeToken: string): Promise<void> {
    const user = this.signedIn.get(socket);
    // The handshake middleware admitted only sockets whose account it found; none other reaches here.
    if (!user) {
      socket.disconnect(true);
      return;
    }
    const rooms = roomsOf(user);
    await socket.join(rooms);
    // Sessions ended between the handshake's check and the join would have missed this socket: check once more.
    try {
      await this.auth.authenticate({ authorization: `Bearer ${handshakeToken}` });
    } catch {
      socket.disconnect(true);
      return;
    }
    const lastPosition = handshakeField(socket, 'lastPosition');
    if (typeof lastPosition !== 'number' || !Number.isInteger(lastPosition) || lastPosition < 0) return;
    try {
      await this.replay(socket, new Set(rooms), lastPosition);
    } catch (error) {
      this.logger.warn(`Replay for ${user.id} failed: ${messageOf(error)}`);
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
      this.stats.resyncs += 1;
      return;
    }
    const missed = await this.window.after(from, head);
    const encoder = this.server.encoder;
    const stats = this.stats;
    stats.resumeReplays += 1;
    await this.replays.run(socket, function* () {
      let replayed = 0;
      for (const event of missed) {
        if (!event.rooms.some((room) => rooms.has(room))) continue;
        // What socket.emit(SocketEvents.event, event.push) sends, encoded once for every socket that replays it.
        event.encoded ??= encoder.encode({ type: EVENT_PACKET, nsp: socket.nsp.name, data: [SocketEvents.event, event.push] });
        // socket.io types _packet's argument as a Packet; with preEncoded it takes the encoder's output, as here.
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- socket.io's typings (above)
        socket.client._packet(event.encoded as never, { preEncoded: true });
        replayed += 1;
        stats.replayedEvents += 1;
        yield;
      }
      socket.emit(SocketEvents.resumed, { lastPosition: head, replayed } satisfies ResumedPayload);
    });
  }
}

function accountKey(user: Pick<AuthUser, 'tenant' | 'id'>): string {
  return `${user.tenant}\u0000${user.id}`;
}

function token(socket: Socket): string {
  const value = handshakeField(socket, 'token');
  return typeof value === 'string' ? value : '';
}

/** A field of the handshake's auth as the client sent it (socket.io types the object as any): the caller checks its type. */
function handshakeField(socket: Socket, field: keyof SocketHandshakeAuth): unknown {
  const auth: unknown = socket.handshake.auth;
  return typeof auth === 'object' && auth !== null ? Reflect.get(auth, field) : undefined;
}
