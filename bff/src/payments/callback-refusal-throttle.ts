import { HttpException, HttpStatus } from '@nestjs/common';
import type { CallbackRefusalReason, CallbackRefusalsSuppressedData } from '@cis/contracts';

/** A refused callback beyond the limits: 429, not recorded on its own (the controller adds Retry-After). */
export class RefusalsThrottled extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many refused payment callbacks from this address. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface RefusalLimits {
  /** Refusals recorded per source address per window. */
  perAddress: number;
  /** Refusals recorded from every address together per window. */
  total: number;
  windowMs: number;
}

/** Distinct addresses counted per window; a flood from more addresses than this is suppressed as a whole. */
export const MAX_TRACKED_ADDRESSES = 10_000;
/** Addresses named in a summary. */
export const SUMMARY_ADDRESSES = 10;

interface Suppressed {
  count: number;
  from: number;
  to: number;
  addresses: Map<string, number>;
  reasons: Map<CallbackRefusalReason, number>;
}

/**
 * Bounds what refused payment callbacks add to the event log. In each fixed window a refusal is admitted for
 * recording (one event) while its address has had fewer than `perAddress` and all addresses together fewer than
 * `total`; beyond that it is suppressed: answered 429 and only counted. The counts of suppressed refusals are taken
 * as one summary (takeSummary) when the window ends. Memory is bounded too: at most MAX_TRACKED_ADDRESSES
 * addresses are counted per window, and a summary keeps the counts of at most that many.
 *
 * One instance per BFF process: with several instances behind a balancer each applies the limits on its own, so
 * the log grows by at most (total + 1) x instances events per window.
 */
export class CallbackRefusalThrottle {
  private windowStart = Number.NEGATIVE_INFINITY;
  private recordedInWindow = 0;
  private readonly perAddress = new Map<string, number>();
  private suppressed: Suppressed | null = null;

  constructor(private readonly limits: RefusalLimits, private readonly now: () => number = Date.now) {}

  /** record: append this refusal as its own event; suppress: answer 429 and only count it. */
  admit(address: string, reason: CallbackRefusalReason): 'record' | 'suppress' {
    const now = this.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.recordedInWindow = 0;
      this.perAddress.clear();
    }
    const seen = this.perAddress.get(address);
    const trackable = seen !== undefined || this.perAddress.size < MAX_TRACKED_ADDRESSES;
    if (trackable && (seen ?? 0) < this.limits.perAddress && this.recordedInWindow < this.limits.total) {
      this.perAddress.set(address, (seen ?? 0) + 1);
      this.recordedInWindow += 1;
      return 'record';
    }
    const s = (this.suppressed ??= { count: 0, from: now, to: now, addresses: new Map(), reasons: new Map() });
    s.count += 1;
    s.to = now;
    if (s.addresses.has(address) || s.addresses.size < MAX_TRACKED_ADDRESSES) s.addresses.set(address, (s.addresses.get(address) ?? 0) + 1);
    s.reasons.set(reason, (s.reasons.get(reason) ?? 0) + 1);
    return 'suppress';
  }

  /** Milliseconds until the current window ends (when its summary is due). */
  msUntilWindowEnd(): number {
    return Math.max(0, this.windowStart + this.limits.windowMs - this.now());
  }

  /** Seconds a refused caller should wait (Retry-After). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.msUntilWindowEnd() / 1000));
  }

  /** The suppressed refusals counted since the last summary (null when none), and a fresh count. */
  takeSummary(id: string): CallbackRefusalsSuppressedData | null {
    const s = this.suppressed;
    this.suppressed = null;
    if (!s) return null;
    const addresses = [...s.addresses]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, SUMMARY_ADDRESSES)
      .map(([address, count]) => ({ address, count }));
    return {
      id, count: s.count, from: new Date(s.from).toISOString(), to: new Date(s.to).toISOString(), addresses,
      reasons: Object.fromEntries(s.reasons),
    };
  }
}
