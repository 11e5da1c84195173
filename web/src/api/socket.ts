import { createEvent } from 'effector';
import type { ManagerOptions, Socket, SocketOptions, io as ioClient } from 'socket.io-client';
import { SocketEvents, type PushEvent, type ResumedPayload, type ResyncPayload, type SocketHandshakeAuth } from '@cis/contracts';
import { forgetKnownPosition, knownPosition, notePosition } from './position';

/** Every pushed domain event, once, in log order. Stores listen to it. */
export const pushReceived = createEvent<PushEvent>();
/** The socket (re)connected; false when it dropped. */
export const socketStatusChanged = createEvent<boolean>();
/**
 * A reconnect without a resume point (no event had arrived before the drop, so the client knows no log position), or
 * a resume the server would not replay ('resync': the point is too far back): what was missed is not replayed, and
 * the stores reload instead.
 */
export const socketResyncNeeded = createEvent();
/**
 * The server closed the push channel itself: it does so when every session of the account ended (a password reset or
 * change, sign out everywhere). socket.io does not reconnect after that; the session checks whether its token still
 * holds (a refused one signs out).
 */
export const socketClosedByServer = createEvent();

export type IoFactory = (url: string | undefined, opts: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface ConnectOptions {
  /** Server URL; undefined means the page's own origin. */
  url?: string;
  /** socket.io-client's `io` (injected in tests). */
  io?: IoFactory;
}

let socket: Socket | null = null;
let currentToken: string | null = null;
/** socket.io-client's `io`, loaded with the first session: the sign-in page has no socket and does not download it. */
let loadedIo: typeof ioClient | null = null;
/** Moves on every disconnect, so a connect that was waiting for the client library knows it is no longer wanted. */
let generation = 0;
/** Resume point: every event up to it has been applied. Sent in each handshake. */
let lastPosition: number | undefined;
/** Positions applied recently (replays overlap live pushes); bounded, older ones fall under `prunedUpTo`. */
const seen = new Set<number>();
let prunedUpTo = -1;
const SEEN_LIMIT = 2000;
/** Between a resuming handshake and 'resumed': events are held and applied in log order when the replay ends. */
let replaying = false;
let held: PushEvent[] = [];
/** Whether the current socket has been connected once (the next connect is a reconnect). */
let connectedBefore = false;
/** Whether the handshake in flight asked to resume. */
let handshakeResumes = false;

/** Last global log position applied; sent in every handshake so a reconnect resumes after it. */
export function getLastPosition(): number | undefined {
  return lastPosition;
}

/** Set the resume point (tests; or a caller that knows the log position its data reflects). undefined forgets it. */
export function setLastPosition(position: number | undefined): void {
  lastPosition = position;
}

function forgetPositions(): void {
  lastPosition = undefined;
  forgetKnownPosition();
  seen.clear();
  prunedUpTo = -1;
  replaying = false;
  held = [];
}

function remember(position: number): void {
  seen.add(position);
  if (seen.size > SEEN_LIMIT) {
    const sorted = [...seen].sort((a, b) => a - b);
    for (const p of sorted.slice(0, seen.size - SEEN_LIMIT)) {
      seen.delete(p);
      prunedUpTo = Math.max(prunedUpTo, p);
    }
  }
}

const advance = (p: number) => {
  if (lastPosition === undefined || p > lastPosition) lastPosition = p;
};

function applyHeld(): void {
  const batch = held.sort((a, b) => a.position - b.position);
  held = [];
  for (const e of batch) pushReceived(e);
}

/**
 * One received event. Positions already applied are ignored (a replay overlaps the live pushes that arrive while it
 * runs). Live events are applied at once; during a replay they are held and applied in log order when it ends.
 */
export function receive(event: PushEvent): boolean {
  const p = event?.position;
  if (typeof p !== 'number') return false;
  if (seen.has(p) || p <= prunedUpTo) return false;
  remember(p);
  notePosition(p);
  if (replaying) {
    held.push(event);
    return true;
  }
  advance(p);
  pushReceived(event);
  return true;
}

/** The replay after a resume finished: apply what it brought, in order, and move the resume point past it. */
export function resumed(payload: ResumedPayload): void {
  const wasReplaying = replaying;
  replaying = false;
  for (const e of held) advance(e.position);
  if (typeof payload?.lastPosition === 'number') advance(payload.lastPosition);
  if (wasReplaying || held.length > 0) applyHeld();
}

/**
 * The server will not replay from the resume point (too far back): no replay follows. Apply what arrived live, move
 * the resume point to the head the server names (the reload that follows reflects at least that), and reload.
 */
export function resyncRequired(payload: ResyncPayload): void {
  replaying = false;
  for (const e of held) advance(e.position);
  if (typeof payload?.lastPosition === 'number') advance(payload.lastPosition);
  applyHeld();
  socketResyncNeeded();
}

/** What the client sends in the handshake (socket.io calls this on every connect and reconnect). */
export function handshakeAuth(): SocketHandshakeAuth {
  const auth: SocketHandshakeAuth = { token: currentToken ?? '' };
  if (lastPosition !== undefined) auth.lastPosition = lastPosition;
  return auth;
}

function beginHandshake(): SocketHandshakeAuth {
  // A first connection resumes from the position the page's answers reflect (the start-up loads): a change made after
  // they were answered and before this connection (socket.io-client loads lazily) is replayed, not lost until reload.
  if (lastPosition === undefined && !connectedBefore && knownPosition() > 0) lastPosition = knownPosition();
  const auth = handshakeAuth();
  // The server replays after lastPosition and then says 'resumed'.
  replaying = auth.lastPosition !== undefined;
  handshakeResumes = replaying;
  return auth;
}

/** The connection dropped: apply what arrived, but keep the resume point where everything is known to be applied. */
function connectionLost(): void {
  replaying = false;
  applyHeld();
}

/**
 * Loads socket.io-client if needed, then opens the push channel for this token. Resolves to null when the session
 * ended (disconnectSocket) while the library was loading.
 */
export async function openSocket(token: string, opts: ConnectOptions = {}): Promise<Socket | null> {
  if (!opts.io && !loadedIo) {
    const wanted = generation;
    const { io } = await import('socket.io-client');
    loadedIo = io;
    if (generation !== wanted) return null;
  }
  return connectSocket(token, opts);
}

/** Open the push channel for this token (an open one is closed first). Without opts.io, openSocket must have loaded the client. */
export function connectSocket(token: string, opts: ConnectOptions = {}): Socket {
  if (socket) disconnectSocket({ keepPosition: true });
  currentToken = token;
  connectedBefore = false;
  const io = loadedIo;
  const factory: IoFactory = opts.io ?? ((url, o) => {
    if (!io) throw new Error('socket.io-client is not loaded: open the channel with openSocket');
    return url === undefined ? io(o) : io(url, o);
  });
  const s = factory(opts.url, {
    // A function, so each reconnect sends the position reached so far.
    auth: (cb: (data: object) => void) => cb(beginHandshake()),
    transports: ['websocket', 'polling'],
  });
  s.on(SocketEvents.event, (event: PushEvent) => {
    receive(event);
  });
  s.on(SocketEvents.resumed, (payload: ResumedPayload) => resumed(payload));
  s.on(SocketEvents.resync, (payload: ResyncPayload) => resyncRequired(payload));
  s.on('connect', () => {
    const resync = connectedBefore && !handshakeResumes;
    connectedBefore = true;
    socketStatusChanged(true);
    if (resync) socketResyncNeeded();
  });
  s.on('disconnect', (reason: string) => {
    connectionLost();
    socketStatusChanged(false);
    if (reason === 'io server disconnect') socketClosedByServer();
  });
  socket = s;
  return s;
}

/** Close the push channel. Signing out forgets the resume point too. */
export function disconnectSocket(opts: { keepPosition?: boolean } = {}): void {
  generation += 1;
  const s = socket;
  socket = null;
  currentToken = null;
  if (opts.keepPosition) connectionLost();
  else forgetPositions();
  if (s) {
    s.removeAllListeners();
    s.disconnect();
    socketStatusChanged(false);
  }
}

export function getSocket(): Socket | null {
  return socket;
}
