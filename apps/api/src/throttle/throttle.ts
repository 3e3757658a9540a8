import type { ThrottleStore } from './throttle-store.js';

const MINUTE = 60_000;

/** A budget: at most `limit` hits inside a sliding window of `windowMs`. */
export interface Budget {
  limit: number;
  windowMs: number;
}

/** One key counted against its budget, e.g. the failed sign-ins of one address. */
export interface Counted {
  key: string;
  budget: Budget;
}

/**
 * Sliding-window throttling over a {@link ThrottleStore}, for every throttle of the app (sign-in, password reset).
 * Each hit expires on its own a window after it happened, so a block decays by itself. An attempt checks first and
 * is counted after, so refused attempts do not prolong a block. Two processes checking at the same instant may each
 * let one attempt more through: a throttle, not a lock.
 */
export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Milliseconds until every key has room in its budget (until the oldest hit that keeps a key at its limit expires),
   * or 0 when the attempt may go ahead.
   */
  async waitMs(counted: readonly Counted[]): Promise<number> {
    const now = this.now();
    const waits = await Promise.all(counted.map(async ({ key, budget }) => waitMs(await this.store.recent(key, now, budget.windowMs), budget, now)));
    return Math.max(0, ...waits);
  }

  /** Whole minutes until every key has room in its budget, or 0 when the attempt may go ahead. */
  async retryAfterMinutes(counted: readonly Counted[]): Promise<number> {
    return Math.ceil((await this.waitMs(counted)) / MINUTE);
  }

  /** Counts one hit, now, on each key. */
  async record(counted: readonly Counted[]): Promise<void> {
    const now = this.now();
    await Promise.all(counted.map(({ key, budget }) => this.store.add(key, now, budget.windowMs)));
  }

  /** Forgets a key's hits. */
  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }
}

/** How long until `times` (oldest first) leave room for one more hit in the budget. */
function waitMs(times: number[], budget: Budget, now: number): number {
  if (times.length < budget.limit) return 0;
  // The oldest hit that still keeps the count at the limit decides when a slot frees up.
  const freeing = times[times.length - budget.limit];
  return Math.max(1, freeing + budget.windowMs - now);
}
