/**
 * Where the throttles keep their hits: the time of each counted attempt, per key. Every call names the window, so
 * a store forgets a key's hits once they are older than that and keeps no key longer than its last hit's window.
 */
export interface ThrottleStore {
  /** Counts a hit on `key` at `now`. */
  add(key: string, now: number, windowMs: number): Promise<void>;
  /** The times of `key`'s hits inside the window that ends at `now`, oldest first. */
  recent(key: string, now: number, windowMs: number): Promise<number[]>;
  /** Forgets `key`'s hits. */
  clear(key: string): Promise<void>;
}

/** Injection token of the app's {@link ThrottleStore}: in memory, or in Redis when REDIS_URL is set. */
export const THROTTLE_STORE = Symbol('THROTTLE_STORE');
