/** An event as a decider emits it, before the store gives it a place in the log. */
export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export interface EventMeta {
  tenant: string;
  /** The user whose command caused the event; null for genesis and system events. */
  userId: string | null;
}

/** An event as the log holds it and as pushes carry it. */
export interface StoredEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  /** Global position in the log: strictly increasing in commit order (PostgreSQL may leave gaps). */
  position: number;
  stream: string;
  /** Version of the stream after this event (1 for a stream's first event). */
  version: number;
  tenant: string;
  userId: string | null;
  /** ISO timestamp of the commit. */
  at: string;
}
