import type { StoredEvent } from './events';

/** socket.io event names, both directions. */
export const SocketEvents = {
  /** server -> client: one domain event the user may see. */
  event: 'event',
  /** server -> client: replay after a resume finished; carries the last position sent. */
  resumed: 'resumed',
  /**
   * server -> client, instead of a replay: the resume point is too far back (or not in this log), so the client
   * reloads its state over HTTP, as after a reconnect with no known position. Carries the log's head.
   */
  resync: 'resync',
} as const;

/** How many log positions a resume may reach back; further back the server answers 'resync' instead of replaying. */
export const MAX_RESUME_EVENTS = 1000;

/** What the client sends in the handshake: `io(url, { auth })`. */
export interface SocketHandshakeAuth {
  token: string;
  /** Last global log position the client has applied; missed events after it are replayed. */
  lastPosition?: number;
}

export type PushEvent = StoredEvent;

export interface ResumedPayload {
  lastPosition: number;
  replayed: number;
}

export interface ResyncPayload {
  /** The log's head when the server refused to replay: state reloaded after this reflects at least this position. */
  lastPosition: number;
}

/**
 * An area's map of event type -> payload, written against the keys of its events object: leaving an event out (or
 * naming one that does not exist) fails to compile, so the map always covers every event the area pushes.
 */
export type PushPayloads<TEvents extends Record<string, string>, TData extends { [K in keyof TEvents]: unknown }> = {
  [K in keyof TEvents as TEvents[K]]: TData[K];
};

/**
 * The pushes of an area as a discriminated union, from its map of event type -> data: narrow on `type` and `data`
 * is typed. Each shared sample area exports one (ContactsPush, InventoryPush, ...).
 */
export type PushOf<TPayloads> = {
  [K in keyof TPayloads & string]: StoredEvent<K, TPayloads[K]>;
}[keyof TPayloads & string];
