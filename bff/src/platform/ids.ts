import { createHash, randomUUID } from 'node:crypto';

export function newId(): string {
  return randomUUID();
}

/**
 * The same UUID-shaped id for the same key, every time: what a process writes for one event (a top-up's message) is
 * recognised by its id when the event is handed over again.
 */
export function idFrom(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
