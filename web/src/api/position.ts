/**
 * The highest log position this client knows of (issue 16): from the answers (POSITION_HEADER) and from the pushes.
 * Sent with every request, so an instance behind the balancer answers from memory only once it has seen it: a read
 * after a write on another instance reflects the write. Separate from the socket's resume point, which is only what
 * the pushes applied.
 */
let known = 0;

export function knownPosition(): number {
  return known;
}

export function notePosition(position: number | null | undefined): void {
  if (typeof position === 'number' && Number.isSafeInteger(position) && position > known) known = position;
}

/** Signing out forgets it (tests too). */
export function forgetKnownPosition(): void {
  known = 0;
}
