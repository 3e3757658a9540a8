import type { ThrottleStore } from './throttle-store.js';

/** Past this many tracked keys, a new hit also sweeps out the keys whose hits have all expired. */
const SWEEP_ABOVE = 10_000;

/**
 * The hits in this process's memory: what one API process needs, and what several processes do not share (each
 * counts on its own) and a restart forgets.
 */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly keys = new Map<string, { times: number[]; expiresAt: number }>();

  async add(key: string, now: number, windowMs: number): Promise<void> {
    if (this.keys.size > SWEEP_ABOVE) this.sweep(now);
    this.keys.set(key, { times: [...this.current(key, now, windowMs), now], expiresAt: now + windowMs });
  }

  async recent(key: string, now: number, windowMs: number): Promise<number[]> {
    return this.current(key, now, windowMs);
  }

  async clear(key: string): Promise<void> {
    this.keys.delete(key);
  }

  /** How many keys are tracked (for tests of the sweep). */
  get size(): number {
    return this.keys.size;
  }

  private current(key: string, now: number, windowMs: number): number[] {
    const entry = this.keys.get(key);
    if (!entry) return [];
    const times = entry.times.filter((time) => time > now - windowMs);
    if (times.length === 0) this.keys.delete(key);
    else entry.times = times;
    return times;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.keys) if (entry.expiresAt <= now) this.keys.delete(key);
  }
}
