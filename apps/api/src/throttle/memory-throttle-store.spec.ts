import { MemoryThrottleStore } from './memory-throttle-store.js';
import { describeThrottleStore } from './spec-throttle-store.js';

describe('MemoryThrottleStore', () => {
  describeThrottleStore(() => new MemoryThrottleStore());

  it('forgets expired keys once it tracks many, so a spray of addresses cannot grow it without end', async () => {
    const store = new MemoryThrottleStore();
    const window = 15 * 60_000;
    const start = Date.UTC(2024, 8, 1, 8, 0, 0);
    for (let i = 0; i < 12_000; i++) await store.add(`ip:10.1.${i >> 8}.${i & 255}`, start, window);
    expect(store.size).toBe(12_000);
    await store.add('ip:10.0.0.1', start + window, window);
    expect(store.size).toBe(1);
  });
});
