import { randomUUID } from 'node:crypto';
import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { MemoryThrottleStore } from './memory-throttle-store.js';
import type { ThrottleStore } from './throttle-store.js';

/** The app's keys, apart from whatever else the Redis holds. */
export const REDIS_KEY_PREFIX = 'halaqat:throttle:';

/**
 * The hits in Redis (REDIS_URL): shared by every API process on it and kept across restarts. One sorted set per
 * key, each hit a unique member scored by its time; each write drops the hits that left the window and sets the key
 * to expire one window after its last hit, so Redis forgets idle keys by itself.
 *
 * A throttle check must never hold a sign-in because Redis does not answer. While the connection is down a command
 * fails at once (no offline queue, no retry of a sent command); a connected Redis that hangs fails it after
 * {@link COMMAND_TIMEOUT_MS}. The store then counts in this process's memory until Redis answers again: it errs
 * open, to the one-process behaviour, rather than closed. Closed would turn an outage of a helper into an outage of
 * every sign-in and password reset, while each process still throttles what it sees itself.
 */
export class RedisThrottleStore implements ThrottleStore, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Throttle');
  private readonly client: Redis;
  private readonly fallback = new MemoryThrottleStore();
  private down = false;

  constructor(
    url: string,
    private readonly prefix = REDIS_KEY_PREFIX,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
    this.client.on('error', (error: Error) => this.lost(error));
    this.client.on('ready', () => this.back());
  }

  /** Connects at start, so the first attempts are counted in Redis; an unreachable Redis does not stop the start. */
  async onModuleInit(): Promise<void> {
    await this.client.connect().catch((error: unknown) => this.lost(error));
  }

  async onModuleDestroy(): Promise<void> {
    // QUIT lets the last replies arrive; a connection that is down has nothing to wait for.
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }

  add(key: string, now: number, windowMs: number): Promise<void> {
    const redisKey = this.prefix + key;
    return this.attempt(
      async () => {
        const multi = this.client.multi().zremrangebyscore(redisKey, '-inf', now - windowMs);
        replies(await multi.zadd(redisKey, now, `${now}:${randomUUID()}`).pexpire(redisKey, windowMs).exec());
      },
      () => this.fallback.add(key, now, windowMs),
    );
  }

  recent(key: string, now: number, windowMs: number): Promise<number[]> {
    const redisKey = this.prefix + key;
    return this.attempt(
      async () => {
        const [, members] = replies(
          await this.client
            .multi()
            .zremrangebyscore(redisKey, '-inf', now - windowMs)
            .zrange(redisKey, 0, -1, 'WITHSCORES')
            .exec(),
        );
        // [member, score, member, score...], by score: the times, oldest first.
        return (members as string[]).filter((_, i) => i % 2 === 1).map(Number);
      },
      () => this.fallback.recent(key, now, windowMs),
    );
  }

  clear(key: string): Promise<void> {
    return this.attempt(
      async () => {
        await this.client.del(this.prefix + key);
      },
      () => this.fallback.clear(key),
    );
  }

  private async attempt<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await inRedis();
    } catch (error) {
      this.lost(error);
      return inMemory();
    }
    this.back();
    return result;
  }

  private lost(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Redis does not answer (${reason}): sign-in and password-reset throttles count in this process only until it does.`);
  }

  private back(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Redis answers again: the throttles are shared again.');
  }
}

/** A refused connection fails at once; this bounds the wait for one that never answers (a host that is gone). */
const CONNECT_TIMEOUT_MS = 2_000;
/** Redis answers in well under a millisecond on a network; half a second without an answer counts as down. */
const COMMAND_TIMEOUT_MS = 500;

/** The replies of a MULTI, or the first error in it. */
function replies(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('MULTI was aborted');
  for (const [error] of results) if (error) throw error;
  return results.map(([, reply]) => reply);
}
