import { Injectable } from '@nestjs/common';

/** A failure budget: at most `limit` failures inside a sliding window of `windowMs`. */
interface Budget {
  limit: number;
  windowMs: number;
}

const WINDOW_MS = 15 * 60 * 1000;
/** Per national ID: a handful of guesses, then wait. Failures older than the window no longer count. */
export const PER_ID: Budget = { limit: 5, windowMs: WINDOW_MS };
/** Per address: room for a shared school network, not for a password sprayer. */
export const PER_ADDRESS: Budget = { limit: 30, windowMs: WINDOW_MS };

/**
 * Counts failed sign-ins per national ID and per client address in memory. Each failure expires on its own after
 * the window (a sliding window), so a lock-out decays by itself: an attacker who stops cannot keep a real user out,
 * and a success clears the ID's count. One process holds the counts; a restart forgets them, which errs open.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Minutes until the caller may try again, or 0 when the attempt may go ahead. */
  retryAfterMinutes(nationalId: string, address: string): number {
    const waits = [this.wait(`id:${nationalId}`, PER_ID), this.wait(`ip:${address}`, PER_ADDRESS)];
    return Math.ceil(Math.max(...waits) / 60000);
  }

  recordFailure(nationalId: string, address: string): void {
    for (const key of [`id:${nationalId}`, `ip:${address}`]) {
      this.failures.set(key, [...this.recent(key, WINDOW_MS), this.now()]);
    }
  }

  recordSuccess(nationalId: string): void {
    this.failures.delete(`id:${nationalId}`);
  }

  private wait(key: string, budget: Budget): number {
    const times = this.recent(key, budget.windowMs);
    if (times.length < budget.limit) return 0;
    // The oldest failure that still keeps the count at the limit decides when a slot frees up.
    const freeing = times[times.length - budget.limit];
    return Math.max(1, freeing + budget.windowMs - this.now());
  }

  private recent(key: string, windowMs: number): number[] {
    const cutoff = this.now() - windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }
}
