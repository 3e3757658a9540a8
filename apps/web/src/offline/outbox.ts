import { useSyncExternalStore } from 'react';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { ApiError, type FieldProblem } from '../api/request';
import { sendSync, type SyncBodies, type SyncCurrent, type SyncKind, type SyncOperation, type SyncResult } from '../api/sync';
import { session } from '../session/session';

export type OutboxKind = SyncKind;
export type OutboxState = 'waiting' | 'sending' | 'stale' | 'refused';

/** One write made on this device, kept until the server has it (or, for a problem, until the user has read it). */
export type OutboxEntry = {
  [K in OutboxKind]: {
    client_id: string;
    kind: K;
    body: SyncBodies[K];
    /** When the user made the change on the device: the server keeps a later change of the same cell (stale). */
    recorded_at: string;
    /** Its place among the writes submitted together (they share recorded_at), to send and list them in order. */
    position: number;
    /** Whose it is: another user's entries are never shown or sent, and are dropped when someone else signs in. */
    user_id: string;
    state: OutboxState;
    /** refused: the server's status, sentence and field problems. */
    status?: number;
    error?: string;
    details?: FieldProblem[];
    /** stale: the server's value, which stayed. */
    current?: SyncCurrent[K];
    /** What it is, in Arabic, for the list (the student, the day, the mark). */
    label?: string;
  };
}[OutboxKind];

/**
 * What became of a submitted write: the server's outcome, or `waiting` when the server could not be reached; with
 * the entry as the outbox then holds it (a stale one carries the server's value, a refused one its sentence).
 */
export interface SubmitResult {
  outcome: SyncResult['outcome'] | 'waiting';
  entry: OutboxEntry;
}

/** One operation the server answered, as the outbox holds it afterwards, and whether this page submitted it. */
export interface OutboxAnswer {
  entry: OutboxEntry;
  outcome: SyncResult['outcome'];
  submittedHere: boolean;
}

export interface OutboxSnapshot {
  /** The signed-in user's entries, oldest first. */
  entries: OutboxEntry[];
  /** Entries not yet sent (waiting or on their way). */
  waiting: number;
  /** Entries the server answered stale or refused, kept until dismissed. */
  problems: number;
  sending: boolean;
}

/** The server takes at most this many operations in one request. */
const BATCH_LIMIT = 500;
const STORE = 'entries';
const CHANNEL = 'halaqat-outbox';

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry };
}

let opening: Promise<IDBPDatabase<OutboxDb>> | undefined;
function database(): Promise<IDBPDatabase<OutboxDb>> {
  opening ??= openDB<OutboxDb>('halaqat-outbox', 1, { upgrade: (db) => void db.createObjectStore(STORE, { keyPath: 'client_id' }) });
  return opening;
}

const inOrder = (a: OutboxEntry, b: OutboxEntry) => a.recorded_at.localeCompare(b.recorded_at) || a.position - b.position;
const isUnsent = (entry: OutboxEntry) => entry.state === 'waiting' || entry.state === 'sending';
const isProblem = (entry: OutboxEntry) => entry.state === 'stale' || entry.state === 'refused';

// ---- what React reads: the signed-in user's entries, read again on every change in this tab or another ----

let snapshot: OutboxSnapshot = { entries: [], waiting: 0, problems: 0, sending: false };
let sendingNow = false;
let reads = 0;
const listeners = new Set<() => void>();
// Tabs of the same app tell each other when they change the outbox (BroadcastChannel does not echo to its sender).
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

async function refresh(): Promise<void> {
  const read = ++reads;
  const userId = session.get().user?.id;
  const all = userId ? await (await database()).getAll(STORE) : [];
  // A slower earlier read must not overwrite a later one.
  if (read !== reads) return;
  const entries = all.filter((entry) => entry.user_id === userId).sort(inOrder);
  snapshot = { entries, waiting: entries.filter(isUnsent).length, problems: entries.filter(isProblem).length, sending: sendingNow };
  listeners.forEach((listener) => listener());
}

async function changed(): Promise<void> {
  channel?.postMessage('changed');
  await refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outbox of the signed-in user, re-rendering on every change (in this tab and in the app's other tabs). */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

// ---- answers: what the layout's sync hook invalidates and tells the user about ----

const answerListeners = new Set<(answers: OutboxAnswer[]) => void>();
/** The answer of each operation a send of this tab got, keyed by client_id, until its submit picks it up. */
const outcomes = new Map<string, OutboxAnswer>();
/** The client_ids whose submit call awaits the send under way: that screen tells the user and draws them itself. */
const submittedHere = new Set<string>();

function onAnswer(listener: (answers: OutboxAnswer[]) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

// ---- sending ----

function sameCell(a: OutboxEntry, b: OutboxEntry): boolean {
  if (a.kind === 'attendance' && b.kind === 'attendance') {
    const [x, y] = [a.body, b.body];
    return x.student_id === y.student_id && x.class_id === y.class_id && x.semester_id === y.semester_id && x.attendance_date === y.attendance_date;
  }
  if (a.kind === 'points' && b.kind === 'points') {
    const [x, y] = [a.body, b.body];
    return x.student_id === y.student_id && x.class_id === y.class_id && x.semester_id === y.semester_id && x.points_date === y.points_date;
  }
  return false; // grades are not cells: each is a new one
}

/** The entry as the server answered it: gone (applied, duplicate), or kept with the server's value or sentence. */
function answered(entry: OutboxEntry, result: SyncResult): OutboxEntry | null {
  switch (result.outcome) {
    case 'applied':
    case 'duplicate':
      return null;
    case 'stale':
      return { ...entry, state: 'stale', current: result.current } as OutboxEntry;
    case 'refused':
      return { ...entry, state: 'refused', status: result.status, error: result.error, details: result.details };
  }
}

/**
 * Sends every waiting entry of the signed-in user, 500 to a request. The server reached, each entry takes its outcome;
 * not reached (status 0), refusing the session (401: the session handling signs out) or failing on its side, the
 * entries wait for the next try. A request the server finds malformed as a whole (400) marks its entries refused.
 */
async function sendWaiting(): Promise<void> {
  const userId = session.get().user?.id;
  if (!userId || !session.get().token) return;
  const db = await database();
  // Under the lock nobody else sends: an entry left `sending` was cut off (a closed tab) and waits again.
  const unsent = (await db.getAll(STORE)).filter((entry) => entry.user_id === userId && isUnsent(entry));
  unsent.sort(inOrder);
  for (let start = 0; start < unsent.length; start += BATCH_LIMIT) {
    const batch = unsent.slice(start, start + BATCH_LIMIT);
    if (!(await sendBatch(db, batch))) break;
  }
}

/** One request; false when the server was not reached or refused the whole batch for a reason a retry may cure. */
async function sendBatch(db: IDBPDatabase<OutboxDb>, batch: OutboxEntry[]): Promise<boolean> {
  await settle(db, batch, (entry) => ({ ...entry, state: 'sending' }));
  sendingNow = true;
  await changed();
  let results: SyncResult[];
  try {
    const operations = batch.map(({ client_id, kind, recorded_at, body }) => ({ client_id, kind, recorded_at, body }) as SyncOperation);
    results = (await sendSync(operations)).results;
  } catch (error) {
    const whole = error instanceof ApiError && error.status === 400;
    const sentence = error instanceof ApiError ? (error.sentence ?? undefined) : undefined;
    await settle(db, batch, (entry) => (whole ? { ...entry, state: 'refused', status: 400, error: sentence } : { ...entry, state: 'waiting' }));
    sendingNow = false;
    await changed();
    if (!(error instanceof ApiError)) console.error(error);
    return false;
  }
  const byId = new Map(results.map((result) => [result.client_id, result]));
  const answers: OutboxAnswer[] = [];
  await settle(db, batch, (entry) => {
    const result = byId.get(entry.client_id);
    if (!result) return entry; // not answered: it waits for the next send
    const kept = answered(entry, result);
    const answer = { entry: kept ?? entry, outcome: result.outcome, submittedHere: submittedHere.has(entry.client_id) };
    answers.push(answer);
    if (submittedHere.delete(entry.client_id)) outcomes.set(entry.client_id, answer);
    return kept;
  });
  sendingNow = false;
  await changed();
  answerListeners.forEach((listener) => listener(answers));
  return true;
}

/**
 * Writes what became of each entry of a send (null: gone), in one transaction; an entry removed meanwhile (dismissed,
 * or cleared by a sign-out) stays removed.
 */
async function settle(db: IDBPDatabase<OutboxDb>, batch: OutboxEntry[], next: (entry: OutboxEntry) => OutboxEntry | null): Promise<void> {
  const tx = db.transaction(STORE, 'readwrite');
  const present = new Set(await tx.store.getAllKeys());
  const writes = batch
    .filter((entry) => present.has(entry.client_id))
    .map((entry) => {
      const kept = next(entry);
      return kept ? tx.store.put(kept) : tx.store.delete(entry.client_id);
    });
  await Promise.all([...writes, tx.done]);
}

let next: Promise<void> | undefined;
let tail: Promise<void> = Promise.resolve();

/**
 * Sends what waits. One send at a time: a call made while one runs is served by the single send queued after it,
 * which takes everything waiting by then. Across tabs a Web Lock does the same (a second tab finds nothing left).
 * Never rejects.
 */
function flush(): Promise<void> {
  next ??= tail.then(async () => {
    next = undefined;
    const send = () => sendWaiting().catch((error: unknown) => console.error(error));
    // (navigator.locks is missing outside a secure context.)
    if (typeof navigator.locks === 'undefined') await send();
    else await navigator.locks.request(CHANNEL, send);
  });
  tail = next;
  return next;
}

/**
 * Puts writes in the outbox with new client_ids and recorded now, then sends everything waiting. Resolves with each
 * write's outcome, in order: the server's, or `waiting` when it could not be reached. A newer write of the same cell
 * replaces one still waiting for it, so only the last change of a cell is sent.
 */
async function submitMany<K extends OutboxKind>(
  kind: K,
  bodies: SyncBodies[K][],
  options: { label?: (body: SyncBodies[K]) => string | undefined } = {},
): Promise<SubmitResult[]> {
  const userId = session.get().user?.id;
  if (!userId) throw new Error('The outbox needs a signed-in user');
  const recordedAt = new Date().toISOString();
  const entries = bodies.map(
    (body, position) =>
      ({
        client_id: crypto.randomUUID(),
        kind,
        body,
        recorded_at: recordedAt,
        position,
        user_id: userId,
        state: 'waiting',
        label: options.label?.(body),
      }) as OutboxEntry,
  );
  const db = await database();
  const tx = db.transaction(STORE, 'readwrite');
  const replaced = (await tx.store.getAll()).filter(
    (old) => old.state === 'waiting' && old.user_id === userId && entries.some((entry) => sameCell(entry, old)),
  );
  await Promise.all([...replaced.map((old) => tx.store.delete(old.client_id)), ...entries.map((entry) => tx.store.put(entry)), tx.done]);
  entries.forEach((entry) => submittedHere.add(entry.client_id));
  await changed();
  await flush();
  return entries.map((entry) => {
    const answer = outcomes.get(entry.client_id);
    outcomes.delete(entry.client_id);
    // An entry still waiting is answered later by a send of its own: nobody here awaits it any more.
    submittedHere.delete(entry.client_id);
    return answer ? { outcome: answer.outcome, entry: answer.entry } : { outcome: 'waiting', entry };
  });
}

/** The outbox: IndexedDB entries of writes made on this device, sent through POST /api/sync. */
export const outbox = {
  /** One write; see {@link submitMany}. */
  async submit<K extends OutboxKind>(kind: K, body: SyncBodies[K], options: { label?: string } = {}): Promise<SubmitResult> {
    const [result] = await submitMany(kind, [body], { label: () => options.label });
    return result;
  },
  submitMany,
  flush,
  /** Removes a stale or refused entry once the user has read it (a waiting one is kept: it has not been sent). */
  async dismiss(clientId: string): Promise<void> {
    const db = await database();
    const entry = await db.get(STORE, clientId);
    if (entry && isProblem(entry)) await db.delete(STORE, clientId);
    await changed();
  },
  /** Forgets one user's entries (signing out), or every entry on the device. */
  async clear(userId?: string): Promise<void> {
    const db = await database();
    const tx = db.transaction(STORE, 'readwrite');
    const gone = (await tx.store.getAll()).filter((entry) => userId === undefined || entry.user_id === userId);
    await Promise.all([...gone.map((entry) => tx.store.delete(entry.client_id)), tx.done]);
    await changed();
  },
  /** Tells `listener` what the server answered for each operation of a send of this tab. */
  onAnswer,
};

/** Drops the entries of anyone but `userId`: another person signed in on this device never sees or sends them. */
async function keepOnly(userId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(STORE, 'readwrite');
  const others = (await tx.store.getAll()).filter((entry) => entry.user_id !== userId);
  await Promise.all([...others.map((entry) => tx.store.delete(entry.client_id)), tx.done]);
}

let knownUser = session.get().user?.id;
session.subscribe(() => {
  const userId = session.get().user?.id;
  if (userId === knownUser) return;
  knownUser = userId;
  // Signing out keeps the entries (a session that expired loses nothing); the next person to sign in decides.
  void (userId ? keepOnly(userId).then(changed) : refresh());
});
if (channel) channel.onmessage = () => void refresh();
window.addEventListener('online', () => void flush());
void (knownUser ? keepOnly(knownUser) : Promise.resolve()).then(refresh);
