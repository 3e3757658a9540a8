import { Injectable } from '@nestjs/common';

/** A failure budget: at most `limit` failures inside a sliding window of `windowMs`. */
interface Budget {
  limit: number;
  windowMs: number;
}

const WINDOW_MS = 15 * 60 * 1000;
/** Per national ID and address: a handful of guesses at one account from one place, then that place waits. */
export const PER_ID_AND_ADDRESS: Budget = { limit: 5, windowMs: WINDOW_MS };
/** Per address, whatever the IDs: room for a shared school network, not for a password sprayer. */
export const PER_ADDRESS: Budget = { limit: 30, windowMs: WINDOW_MS };
/** Past this many tracked keys, a failure also sweeps out the keys whose failures have all expired. */
const SWEEP_ABOVE = 10_000;

/**
 * Counts failed sign-ins per (national ID, client address) and per client address, in memory. Nothing counts per
 * ID alone, so guesses at an account from elsewhere never lock its owner out: a correct password from an address
 * without failures always goes through. Each failure expires on its own after the window (a sliding window), so a
 * block decays by itself; a success clears its (ID, address) count, never the address's. One process holds the
 * counts; a restart forgets them, which errs open.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Minutes until this address may try this ID again, or 0 when the attempt may go ahead. */
  retryAfterMinutes(nationalId: string, address: string): number {
    const waits = [this.wait(pairKey(nationalId, address), PER_ID_AND_ADDRESS), this.wait(addressKey(address), PER_ADDRESS)];
    return Math.ceil(Math.max(...waits) / 60000);
  }

  recordFailure(nationalId: string, address: string): void {
    if (this.failures.size > SWEEP_ABOVE) this.sweep();
    for (const key of [pairKey(nationalId, address), addressKey(address)]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  recordSuccess(nationalId: string, address: string): void {
    this.failures.delete(pairKey(nationalId, address));
  }

  /** How many keys are tracked (for tests of the sweep). */
  get size(): number {
    return this.failures.size;
  }

  private wait(key: string, budget: Budget): number {
    const times = this.recent(key);
    if (times.length < budget.limit) return 0;
    // The oldest failure that still keeps the count at the limit decides when a slot frees up.
    const freeing = times[times.length - budget.limit];
    return Math.max(1, freeing + budget.windowMs - this.now());
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}

const pairKey = (nationalId: string, address: string) => `id:${nationalId}@${address}`;
const addressKey = (address: string) => `ip:${address}`;
