import { api } from './client';
import { call, type FieldProblem } from './request';
import type { ApiBody } from './types';

/** The kinds of write POST /api/sync takes, each with the body of its own endpoint. */
export interface SyncBodies {
  attendance: ApiBody<'/api/attendance/mark', 'post'>;
  points: ApiBody<'/api/points', 'post'>;
  grade: ApiBody<'/api/grading/grade', 'post'>;
}
export type SyncKind = keyof SyncBodies;

/** The server's value of a cell that stayed (a `stale` outcome); grades are not cells and are never stale. */
export interface SyncCurrent {
  attendance: { is_present: boolean; notes: string | null; updated_at: string; marked_by: string | null };
  points: { points_given: number; notes: string | null; updated_at: string };
  grade: never;
}

/** One write made on the device: its id (made there, so a re-sent batch is recognised) and when it was made. */
export type SyncOperation = { [K in SyncKind]: { client_id: string; kind: K; recorded_at: string; body: SyncBodies[K] } }[SyncKind];

export type SyncOutcome = 'applied' | 'duplicate' | 'stale' | 'refused';

/** What became of one operation, in request order. */
export type SyncResult = {
  [K in SyncKind]: {
    client_id: string;
    kind: K;
    outcome: SyncOutcome;
    /** refused: the status, sentence and field problems the operation's own endpoint would have answered. */
    status?: number;
    error?: string;
    details?: FieldProblem[];
    /** stale: the server's value, which stays. */
    current?: SyncCurrent[K];
  };
}[SyncKind];

/** Sends up to 500 operations in one request; each gets its own outcome, in request order (issue 26, POST /api/sync). */
export function sendSync(operations: SyncOperation[]): Promise<{ results: SyncResult[] }> {
  // The generated shapes type `body` and `current` loosely (one of several models); these types tie each to its kind.
  return call(api.POST('/api/sync', { body: { operations } })) as Promise<{ results: SyncResult[] }>;
}
