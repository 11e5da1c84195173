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

/**
 * The stored form of each member of an area's event union, still a union: `switch (event.type)` narrows `data`.
 * `StoredOf<ContactsEvent>` is what a projection, a push route or a web store receives.
 */
export type StoredOf<E extends NewEvent> = E extends NewEvent<infer TType, infer TData> ? StoredEvent<TType, TData> : never;

/** The member of an event union with the given type. */
export type EventOfType<E extends NewEvent, TType extends E['type']> = Extract<E, { type: TType }>;

/**
 * An area's event union from its map of type -> data: `type ContactsEvent = EventUnion<{ 'contacts.contact-created':
 * ContactCreatedData, ... }>`. Written once per area in contracts; every consumer narrows on `type` with no cast.
 */
export type EventUnion<TMap> = { [K in keyof TMap & string]: NewEvent<K, TMap[K]> }[keyof TMap & string];

/**
 * A guard for the events of one union, from the list of its types (the area's `*Events` object's values). The one
 * place where an event read back from the log (JSON) is taken to be of its declared type: the log only ever holds
 * what a decider of that union emitted.
 */
export function isEventOf<E extends NewEvent>(types: readonly E['type'][]): (event: StoredEvent) => event is StoredOf<E> {
  const known = new Set<string>(types);
  return (event: StoredEvent): event is StoredOf<E> => known.has(event.type);
}
