import { MemoryThrottleStore } from '../throttle/memory-throttle-store.js';
import { Throttle } from '../throttle/throttle.js';
import { LoginThrottle, PER_ADDRESS, PER_ID_AND_ADDRESS } from './login-throttle.js';

const MINUTE = 60_000;

/** A throttle over a memory store, on a hand-stepped clock starting at an arbitrary instant. */
function setup() {
  let now = Date.UTC(2024, 8, 1, 8, 0, 0);
  const throttle = new LoginThrottle(new Throttle(new MemoryThrottleStore(), () => now));
  return {
    throttle,
    advance(ms: number) {
      now += ms;
    },
  };
}

const ID = '1234567890';
const OTHER_ID = '2234567890';
const ADDRESS = '10.0.0.1';
const OTHER_ADDRESS = '10.0.0.2';

describe('LoginThrottle', () => {
  it('has the budgets of the README: 5 per ID and address, and 30 per address, in 15 minutes', () => {
    expect(PER_ID_AND_ADDRESS).toEqual({ limit: 5, windowMs: 15 * MINUTE });
    expect(PER_ADDRESS).toEqual({ limit: 30, windowMs: 15 * MINUTE });
  });

  it('lets a fresh caller through', async () => {
    const { throttle } = setup();
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('4 failures for one ID from one address do not block it; the 5th does, for the full window', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
    await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
  });

  it("blocks only the guessing address for that ID: the owner's address, and other IDs from the guesser's, go through", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
    expect(await throttle.retryAfterMinutes(ID, OTHER_ADDRESS)).toBe(0);
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
    expect(await throttle.retryAfterMinutes(OTHER_ID, OTHER_ADDRESS)).toBe(0);
  });

  it('cannot be turned into a lock-out from many addresses: 5 failures from each of 20 addresses leave a clean one free', async () => {
    const { throttle } = setup();
    for (let a = 0; a < 20; a++) for (let i = 0; i < 5; i++) await throttle.recordFailure(ID, `192.0.2.${a}`);
    expect(await throttle.retryAfterMinutes(ID, '192.0.2.0')).toBe(15);
    expect(await throttle.retryAfterMinutes(ID, '192.0.2.19')).toBe(15);
    expect(await throttle.retryAfterMinutes(ID, OTHER_ADDRESS)).toBe(0);
  });

  it('the block decays by itself: failures expire 15 minutes after they happened', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(ID, ADDRESS);
    advance(10 * MINUTE);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(5);
    advance(4 * MINUTE + 59_000);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(1); // one second left rounds up to a minute
    advance(1_000);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('is a sliding window: the oldest failure frees a slot when it expires', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      await throttle.recordFailure(ID, ADDRESS);
      advance(MINUTE);
    }
    // Failures at minutes 0..4; now minute 5. The one at minute 0 frees a slot at minute 15.
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(10);
    advance(10 * MINUTE);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
    // Four failures remain in the window: one more blocks again until the minute-1 failure expires.
    await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(1);
    advance(MINUTE);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('failures older than the window do not add up with new ones', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 4; i++) await throttle.recordFailure(ID, ADDRESS);
    advance(15 * MINUTE);
    for (let i = 0; i < 4; i++) await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it("a success clears that ID's count from that address only", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) await throttle.recordFailure(ID, ADDRESS);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(ID, OTHER_ADDRESS);
    await throttle.recordSuccess(ID, ADDRESS);
    for (let i = 0; i < 4; i++) await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
    expect(await throttle.retryAfterMinutes(ID, OTHER_ADDRESS)).toBe(15);
    await throttle.recordFailure(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
  });

  it("a success for one ID leaves another ID's count alone", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(ID, ADDRESS);
    await throttle.recordSuccess(OTHER_ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
    await throttle.recordSuccess(ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('30 failures from one address block that address for every ID, and only that address', async () => {
    const { throttle, advance } = setup();
    // 30 different IDs, one failure each: no (ID, address) pair reaches its own limit.
    const ids = Array.from({ length: 30 }, (_, i) => String(1_000_000_000 + i));
    for (const id of ids.slice(0, 29)) await throttle.recordFailure(id, ADDRESS);
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
    await throttle.recordFailure(ids[29], ADDRESS);
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(15);
    expect(await throttle.retryAfterMinutes(ids[0], ADDRESS)).toBe(15);
    expect(await throttle.retryAfterMinutes(ids[0], OTHER_ADDRESS)).toBe(0);
    expect(await throttle.retryAfterMinutes(OTHER_ID, OTHER_ADDRESS)).toBe(0);
    // A success (a sprayer's own account) clears its pair only, not the address.
    await throttle.recordSuccess(OTHER_ID, ADDRESS);
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(15);
    advance(15 * MINUTE);
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
  });

  it('reports the longer wait when both the pair and the address are blocked', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 30; i++) await throttle.recordFailure(String(1_000_000_000 + i), ADDRESS);
    advance(5 * MINUTE);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(ID, ADDRESS);
    // The address frees a slot in 10 minutes, the pair in 15.
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(10);
    advance(10 * MINUTE);
    // The first 30 failures expired; the address still has the 5 from minute 5.
    expect(await throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
    expect(await throttle.retryAfterMinutes(ID, ADDRESS)).toBe(5);
  });
});
