import type { SyncOperation, SyncResult } from '../api/sync';
import { jsonResponse } from './render';

/** The operations a POST /api/sync request carried. */
export async function syncOperations(request: Request): Promise<SyncOperation[]> {
  return ((await request.clone().json()) as { operations: SyncOperation[] }).operations;
}

/** POST /api/sync's answer: each operation `applied`, unless `outcome` says otherwise for it. */
export async function syncAnswer(request: Request, outcome: (operation: SyncOperation) => Partial<SyncResult> = () => ({})): Promise<Response> {
  const operations = await syncOperations(request);
  return jsonResponse({
    results: operations.map((operation) => ({ client_id: operation.client_id, kind: operation.kind, outcome: 'applied', ...outcome(operation) })),
  });
}

/** What fetch does when the network is down. */
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
