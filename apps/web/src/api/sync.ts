import { api } from './client';
import { call } from './request';
import type { ApiBody, ApiData } from './types';

/** One change waiting on the device: its client_id, kind, when it was made and the body of its kind's endpoint. */
export type SyncOperation = ApiBody<'/api/sync', 'post'>['operations'][number];
/** What became of one operation: applied, duplicate, stale (with the server's value) or refused (with the reason). */
export type SyncResult = ApiData<'/api/sync', 'post'>['results'][number];

/**
 * Sends waiting changes (1 to 500) in one request; resolves with one result per operation, in their order. Throws
 * the ApiError of `call()` when the request itself fails: status 0 for the network, 400 for a malformed batch.
 */
export async function sendSync(operations: SyncOperation[]): Promise<SyncResult[]> {
  return (await call(api.POST('/api/sync', { body: { operations } }))).results;
}
