import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@cis/contracts';

export type BreakpointName = keyof typeof BREAKPOINTS;

export const mediaQuery = (bp: BreakpointName) => `(min-width: ${BREAKPOINTS[bp]}px)`;

function subscribe(query: string) {
  return (cb: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const m = window.matchMedia(query);
    m.addEventListener('change', cb);
    return () => m.removeEventListener('change', cb);
  };
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
}

/** true when the viewport is at least the breakpoint wide. */
export function useMediaMin(bp: BreakpointName): boolean {
  const q = mediaQuery(bp);
  const sub = useCallback((cb: () => void) => subscribe(q)(cb), [q]);
  return useSyncExternalStore(sub, () => matches(q), () => true);
}

/** "Below md counts as small" (spec 000 s9). */
export function useIsSmall(): boolean {
  return !useMediaMin('md');
}
