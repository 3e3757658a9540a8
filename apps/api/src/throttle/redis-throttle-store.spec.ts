import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RedisThrottleStore } from './redis-throttle-store.js';
import { describeThrottleStore } from './spec-throttle-store.js';

// Against the Redis of the machine (CI's too) at 127.0.0.1:6379. Each run writes under its own key prefix and
// deletes it at the end, so runs side by side and whatever else lives in that Redis are left alone.
const REDIS_URL = 'redis://127.0.0.1:6379';
const WINDOW = 15 * 60_000;

describe('RedisThrottleStore', () => {
  const prefix = `halaqat-test:${randomUUID()}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const opened: RedisThrottleStore[] = [];

  /** A store as one API process opens it at start. */
  async function open(url = REDIS_URL, keyPrefix = prefix): Promise<RedisThrottleStore> {
    const store = new RedisThrottleStore(url, keyPrefix);
    opened.push(store);
    await store.onModuleInit();
    return store;
  }

  beforeAll(async () => {
    await redis.connect().catch((error: Error) => {
      throw new Error(`These tests need Redis at ${REDIS_URL}: ${error.message}`);
    });
    // A store that loses Redis says so once in the log; that line is expected here (and jest gives each spec file
    // its own modules, so the silence ends with this file).
    Logger.overrideLogger(false);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.onModuleDestroy()));
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  describe('keeps the hits as any store does', () => {
    // Each test's store on keys of its own.
    describeThrottleStore(() => open(REDIS_URL, `${prefix}${randomUUID()}:`));
  });

  it('keeps a key as a sorted set under its prefix, expiring a window after its last hit', async () => {
    const store = await open();
    const now = Date.now();
    await store.add('ip:10.0.0.1', now, WINDOW);
    const key = `${prefix}ip:10.0.0.1`;
    expect(await redis.type(key)).toBe('zset');
    expect(await redis.zcard(key)).toBe(1);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(WINDOW - 5_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
  });

  it('is shared: what one process counts the other sees, and a restarted process still sees it', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const now = Date.now();
    await first.add('shared', now, WINDOW);
    await second.add('shared', now + 1, WINDOW);
    expect(await first.recent('shared', now + 2, WINDOW)).toEqual([now, now + 1]);
    await second.onModuleDestroy();
    const restarted = await open();
    expect(await restarted.recent('shared', now + 2, WINDOW)).toEqual([now, now + 1]);
    await restarted.clear('shared');
    expect(await first.recent('shared', now + 2, WINDOW)).toEqual([]);
  });

  describe('when Redis does not answer, a check never holds the caller: it counts in memory', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      // Reads what it is sent and never says a word: a Redis that hangs.
      silent = createServer((socket) => sockets.push(socket.resume()));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    /** Adds three hits and reads them back: the times come back only if the store counted them somewhere. */
    async function countThree(store: RedisThrottleStore): Promise<number[]> {
      const started = Date.now();
      for (let i = 0; i < 3; i++) await store.add('down', started + i, WINDOW);
      return (await store.recent('down', started + 3, WINDOW)).map((time) => time - started);
    }

    // Neither case may wait on Redis: a store that queued its commands until Redis answered would never settle here,
    // and jest's own time-out would fail the test. What is asserted is the behaviour: every hit counted in memory.
    it('a refused connection: the start goes on and every call counts in memory', async () => {
      // Port 1 is reserved (tcpmux) and closed on any machine that runs this.
      const store = await open('redis://127.0.0.1:1');
      expect(await countThree(store)).toEqual([0, 1, 2]);
    });

    it('a connection that hangs: the start and each call give up and count in memory', async () => {
      const port = (silent.address() as { port: number }).port;
      const store = await open(`redis://127.0.0.1:${port}`);
      expect(sockets.length).toBeGreaterThan(0); // it did reach the silent server
      expect(await countThree(store)).toEqual([0, 1, 2]);
    });
  });
});
