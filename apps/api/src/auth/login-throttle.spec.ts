import { LoginThrottle, PER_ADDRESS, PER_ID_AND_ADDRESS } from './login-throttle.js';

const MINUTE = 60_000;

/** A throttle on a hand-stepped clock starting at an arbitrary instant. */
function setup() {
  let now = Date.UTC(2024, 8, 1, 8, 0, 0);
  const throttle = new LoginThrottle(() => now);
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

  it('lets a fresh caller through', () => {
    const { throttle } = setup();
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('4 failures for one ID from one address do not block it; the 5th does, for the full window', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
    throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
  });

  it("blocks only the guessing address for that ID: the owner's address, and other IDs from the guesser's, go through", () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
    expect(throttle.retryAfterMinutes(ID, OTHER_ADDRESS)).toBe(0);
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
    expect(throttle.retryAfterMinutes(OTHER_ID, OTHER_ADDRESS)).toBe(0);
  });

  it('cannot be turned into a lock-out from many addresses: 5 failures from each of 20 addresses leave a clean one free', () => {
    const { throttle } = setup();
    for (let a = 0; a < 20; a++) for (let i = 0; i < 5; i++) throttle.recordFailure(ID, `192.0.2.${a}`);
    expect(throttle.retryAfterMinutes(ID, '192.0.2.0')).toBe(15);
    expect(throttle.retryAfterMinutes(ID, '192.0.2.19')).toBe(15);
    expect(throttle.retryAfterMinutes(ID, OTHER_ADDRESS)).toBe(0);
  });

  it('the block decays by itself: failures expire 15 minutes after they happened', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) throttle.recordFailure(ID, ADDRESS);
    advance(10 * MINUTE);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(5);
    advance(4 * MINUTE + 59_000);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(1); // one second left rounds up to a minute
    advance(1_000);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('is a sliding window: the oldest failure frees a slot when it expires', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      throttle.recordFailure(ID, ADDRESS);
      advance(MINUTE);
    }
    // Failures at minutes 0..4; now minute 5. The one at minute 0 frees a slot at minute 15.
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(10);
    advance(10 * MINUTE);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
    // Four failures remain in the window: one more blocks again until the minute-1 failure expires.
    throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(1);
    advance(MINUTE);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('failures older than the window do not add up with new ones', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 4; i++) throttle.recordFailure(ID, ADDRESS);
    advance(15 * MINUTE);
    for (let i = 0; i < 4; i++) throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it("a success clears that ID's count from that address only", () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.recordFailure(ID, ADDRESS);
    for (let i = 0; i < 5; i++) throttle.recordFailure(ID, OTHER_ADDRESS);
    throttle.recordSuccess(ID, ADDRESS);
    for (let i = 0; i < 4; i++) throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
    expect(throttle.retryAfterMinutes(ID, OTHER_ADDRESS)).toBe(15);
    throttle.recordFailure(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
  });

  it("a success for one ID leaves another ID's count alone", () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.recordFailure(ID, ADDRESS);
    throttle.recordSuccess(OTHER_ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
    throttle.recordSuccess(ID, ADDRESS);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(0);
  });

  it('30 failures from one address block that address for every ID, and only that address', () => {
    const { throttle, advance } = setup();
    // 30 different IDs, one failure each: no (ID, address) pair reaches its own limit.
    const ids = Array.from({ length: 30 }, (_, i) => String(1_000_000_000 + i));
    for (const id of ids.slice(0, 29)) throttle.recordFailure(id, ADDRESS);
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
    throttle.recordFailure(ids[29], ADDRESS);
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(15);
    expect(throttle.retryAfterMinutes(ids[0], ADDRESS)).toBe(15);
    expect(throttle.retryAfterMinutes(ids[0], OTHER_ADDRESS)).toBe(0);
    expect(throttle.retryAfterMinutes(OTHER_ID, OTHER_ADDRESS)).toBe(0);
    // A success (a sprayer's own account) clears its pair only, not the address.
    throttle.recordSuccess(OTHER_ID, ADDRESS);
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(15);
    advance(15 * MINUTE);
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
  });

  it('reports the longer wait when both the pair and the address are blocked', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 30; i++) throttle.recordFailure(String(1_000_000_000 + i), ADDRESS);
    advance(5 * MINUTE);
    for (let i = 0; i < 5; i++) throttle.recordFailure(ID, ADDRESS);
    // The address frees a slot in 10 minutes, the pair in 15.
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(15);
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(10);
    advance(10 * MINUTE);
    // The first 30 failures expired; the address still has the 5 from minute 5.
    expect(throttle.retryAfterMinutes(OTHER_ID, ADDRESS)).toBe(0);
    expect(throttle.retryAfterMinutes(ID, ADDRESS)).toBe(5);
  });

  it('forgets expired keys once it tracks many, so a spray of addresses cannot grow it without end', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 6_000; i++) throttle.recordFailure(ID, `10.1.${i >> 8}.${i & 255}`);
    expect(throttle.size).toBe(12_000);
    advance(15 * MINUTE);
    throttle.recordFailure(ID, ADDRESS);
    expect(throttle.size).toBe(2);
  });
});
