import { Injectable } from '@nestjs/common';
import { Throttle, type Budget, type Counted } from '../throttle/throttle.js';

const WINDOW_MS = 15 * 60 * 1000;
/** Per national ID and address: a handful of guesses at one account from one place, then that place waits. */
export const PER_ID_AND_ADDRESS: Budget = { limit: 5, windowMs: WINDOW_MS };
/** Per address, whatever the IDs: room for a shared school network, not for a password sprayer. */
export const PER_ADDRESS: Budget = { limit: 30, windowMs: WINDOW_MS };

/**
 * Counts failed sign-ins per (national ID, client address) and per client address. Nothing counts per ID alone, so
 * guesses at an account from elsewhere never lock its owner out: a correct password from an address without
 * failures always goes through. Each failure expires on its own after the window (a sliding window), so a block
 * decays by itself; a success clears its (ID, address) count, never the address's. The counts live where the app's
 * {@link Throttle} keeps them: in Redis, shared by every API process, when REDIS_URL is set; otherwise in this
 * process, which a restart forgets (erring open).
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly throttle: Throttle) {}

  /** Minutes until this address may try this ID again, or 0 when the attempt may go ahead. */
  retryAfterMinutes(nationalId: string, address: string): Promise<number> {
    return this.throttle.retryAfterMinutes(counted(nationalId, address));
  }

  /** Milliseconds until this address may try this ID again, or 0 when the attempt may go ahead. */
  waitMs(nationalId: string, address: string): Promise<number> {
    return this.throttle.waitMs(counted(nationalId, address));
  }

  recordFailure(nationalId: string, address: string): Promise<void> {
    return this.throttle.record(counted(nationalId, address));
  }

  recordSuccess(nationalId: string, address: string): Promise<void> {
    return this.throttle.clear(pairKey(nationalId, address));
  }
}

const pairKey = (nationalId: string, address: string) => `login:id:${nationalId}@${address}`;

const counted = (nationalId: string, address: string): Counted[] => [
  { key: pairKey(nationalId, address), budget: PER_ID_AND_ADDRESS },
  { key: `login:ip:${address}`, budget: PER_ADDRESS },
];
