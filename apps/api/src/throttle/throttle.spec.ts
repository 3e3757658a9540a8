import { MemoryThrottleStore } from './memory-throttle-store.js';
import { Throttle } from './throttle.js';

const MINUTE = 60_000;

describe('Throttle.waitMs', () => {
  test('is the time until the oldest hit that keeps a key at its limit expires, and 0 once it has', async () => {
    let now = Date.UTC(2024, 8, 1, 8, 0, 0);
    const throttle = new Throttle(new MemoryThrottleStore(), () => now);
    const counted = [{ key: 'k', budget: { limit: 3, windowMs: 15 * MINUTE } }];
    for (const step of [0, 2 * MINUTE, 2 * MINUTE + 1500]) {
      now = Date.UTC(2024, 8, 1, 8, 0, 0) + step;
      await throttle.record(counted);
    }
    now += 500;
    // The first hit (at 8:00) leaves the window at 8:15; it is now 8:02:02.
    expect(await throttle.waitMs(counted)).toBe(15 * MINUTE - 2 * MINUTE - 2000);
    expect(await throttle.retryAfterMinutes(counted)).toBe(13);
    now = Date.UTC(2024, 8, 1, 8, 15, 0);
    expect(await throttle.waitMs(counted)).toBe(0);
  });
});
