import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MemoryThrottleStore } from './memory-throttle-store.js';
import { RedisThrottleStore } from './redis-throttle-store.js';
import { Throttle } from './throttle.js';
import { THROTTLE_STORE, type ThrottleStore } from './throttle-store.js';

export interface ThrottleOptions {
  /** Where the app's keys start in Redis; the default is REDIS_KEY_PREFIX. Tests set their own, to share a Redis. */
  redisKeyPrefix?: string;
}

/**
 * The app's one {@link Throttle}, for every module that throttles: over Redis when REDIS_URL is set (shared by every
 * API process on it, one connection per process, closed with the app), otherwise in this process's memory.
 */
@Global()
@Module({})
export class ThrottleModule {
  static forRoot(options: ThrottleOptions = {}): DynamicModule {
    return {
      module: ThrottleModule,
      providers: [
        {
          provide: THROTTLE_STORE,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): ThrottleStore =>
            config.redisUrl ? new RedisThrottleStore(config.redisUrl, options.redisKeyPrefix) : new MemoryThrottleStore(),
        },
        { provide: Throttle, inject: [THROTTLE_STORE], useFactory: (store: ThrottleStore) => new Throttle(store) },
      ],
      exports: [Throttle],
    };
  }
}
