import type { ThrottleStore } from './throttle-store.js';

const WINDOW = 15 * 60_000;

/**
 * What every {@link ThrottleStore} does, run by each store's spec: `open` gives a fresh store (and whatever keys it
 * writes are the spec's to clean up).
 */
export function describeThrottleStore(open: () => ThrottleStore | Promise<ThrottleStore>): void {
  const start = Date.UTC(2024, 8, 1, 8, 0, 0);
  let store: ThrottleStore;
  beforeEach(async () => {
    store = await open();
  });

  it('knows nothing of a key it never saw', async () => {
    expect(await store.recent('never', start, WINDOW)).toEqual([]);
  });

  it('keeps every hit, oldest first, two in the same millisecond too', async () => {
    await store.add('k', start, WINDOW);
    await store.add('k', start + 5, WINDOW);
    await store.add('k', start + 5, WINDOW);
    expect(await store.recent('k', start + 10, WINDOW)).toEqual([start, start + 5, start + 5]);
  });

  it('forgets a hit once it is a window old, on reading and on writing', async () => {
    await store.add('k', start, WINDOW);
    await store.add('k', start + 1, WINDOW);
    expect(await store.recent('k', start + WINDOW - 1, WINDOW)).toEqual([start, start + 1]);
    expect(await store.recent('k', start + WINDOW, WINDOW)).toEqual([start + 1]);
    await store.add('k', start + WINDOW + 1, WINDOW);
    expect(await store.recent('k', start + WINDOW + 1, WINDOW)).toEqual([start + WINDOW + 1]);
  });

  it('clears one key and leaves the others alone', async () => {
    await store.add('a', start, WINDOW);
    await store.add('b', start, WINDOW);
    await store.clear('a');
    await store.clear('never');
    expect(await store.recent('a', start, WINDOW)).toEqual([]);
    expect(await store.recent('b', start, WINDOW)).toEqual([start]);
  });

  it('counts each key against its own window', async () => {
    await store.add('short', start, 1_000);
    await store.add('long', start, WINDOW);
    expect(await store.recent('short', start + 1_000, 1_000)).toEqual([]);
    expect(await store.recent('long', start + 1_000, WINDOW)).toEqual([start]);
  });
}
