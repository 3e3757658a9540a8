import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is writing, as the audit trail records it: a national ID, or null for nobody signed in. */
interface AuditScope {
  userId: string | null;
  /** False only inside {@link withoutAudit}. */
  recording: boolean;
}

const scope = new AsyncLocalStorage<AuditScope>();

/**
 * The caller the audit subscriber credits with a write: the signed-in user of the request being served (set by
 * the audit interceptor), or null outside any request (a registration, the first start, a script). One
 * request-scoped value, so no service passes its caller down to the database layer.
 */
export function currentActor(): string | null {
  return scope.getStore()?.userId ?? null;
}

/** Whether writes made here are recorded (always, except inside {@link withoutAudit}). */
export function isRecording(): boolean {
  return scope.getStore()?.recording ?? true;
}

/** Runs `work` with `userId` as the author of every write it makes, however deep in the services. */
export function runAs<T>(userId: string | null, work: () => T): T {
  return scope.run({ userId, recording: true }, work);
}

/**
 * Runs `work` without recording its writes. Only for bulk fixtures that are not anybody's action (the demo seed's
 * complexes and people); the API never calls it.
 */
export function withoutAudit<T>(work: () => T): T {
  return scope.run({ userId: null, recording: false }, work);
}
