import { useEffect, useRef } from 'react';
import type { PushEvent } from '@cis/contracts';
import { pushReceived } from '../api/socket';

/**
 * Calls `handler` for every pushed event whose type is in `types` (or starts with one of `prefixes` ending in '.'),
 * while the component is mounted. The handler may change between renders; the subscription does not.
 */
export function usePush(types: readonly string[], handler: (event: PushEvent) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  const key = types.join('|');
  useEffect(() => {
    const exact = new Set(types.filter((t) => !t.endsWith('.')));
    const prefixes = types.filter((t) => t.endsWith('.'));
    const subscription = pushReceived.watch((event) => {
      if (exact.has(event.type) || prefixes.some((p) => event.type.startsWith(p))) ref.current(event);
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Debounce for the pushes: a burst of events (a tag deleted from 20 products) makes one refetch. */
export function useDebounced<T extends unknown[]>(fn: (...args: T) => void, ms: number): (...args: T) => void {
  const ref = useRef(fn);
  ref.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const call = useRef((...args: T) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => ref.current(...args), ms);
  });
  return call.current;
}
