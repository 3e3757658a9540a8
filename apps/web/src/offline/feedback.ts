import { useCallback } from 'react';
import { App } from 'antd';
import { ApiError } from '../api/request';
import { problemText } from './describe';
import { OUTBOX_T } from './locale';
import { outbox, type OutboxEntry, type SubmitResult } from './outbox';

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

/** A stale or refused write, told in a notification that stays until closed: what it was and what the server said. */
export function notifyProblem(notification: NotificationInstance, entry: OutboxEntry): void {
  const stale = entry.state === 'stale';
  const description = [entry.label, problemText(entry)].filter(Boolean).join(' — ');
  (stale ? notification.warning : notification.error)({
    key: entry.client_id,
    message: stale ? OUTBOX_T.staleTitle : OUTBOX_T.refusedTitle,
    description,
    duration: 0,
  });
}

/**
 * What a screen says after submitting writes through the outbox: `successText` when the server took them all, that
 * they are kept on the device when it could not be reached, and a notification for each one it kept its own value
 * for or refused.
 */
export function useSubmitFeedback(): (results: SubmitResult[], successText?: string) => void {
  const { message, notification } = App.useApp();
  return useCallback(
    (results, successText) => {
      const waiting = results.filter((result) => result.outcome === 'waiting').length;
      const problems = results.filter((result) => result.outcome === 'stale' || result.outcome === 'refused');
      // One message for a run of marks made offline, not one each.
      if (waiting > 0) void message.info({ key: 'outbox-waiting', content: waiting === 1 ? OUTBOX_T.keptOnDevice : OUTBOX_T.keptManyOnDevice(waiting) });
      else if (problems.length === 0 && successText) void message.success(successText);
      problems.forEach((result) => notifyProblem(notification, result.entry));
    },
    [message, notification],
  );
}

/**
 * For a form: a write the server refused is thrown as the endpoint's own error, so the form shows the sentence and
 * puts the field problems under the fields, and stays open to be corrected; the outbox forgets it (the form said it).
 */
export async function throwIfRefused(result: SubmitResult): Promise<void> {
  if (result.outcome !== 'refused') return;
  await outbox.dismiss(result.entry.client_id);
  throw new ApiError(result.entry.status ?? 400, result.entry.error ?? null, result.entry.details ?? []);
}

/**
 * Sends a write online (its own endpoint, whose answer the screen uses); when the server cannot be reached, keeps it
 * in the outbox instead (`keep`), to be sent through POST /api/sync later. Any other failure is thrown as it was.
 */
export async function sendOrKeep<R>(send: () => Promise<R>, keep: () => Promise<SubmitResult[]>): Promise<{ sent: R } | { kept: SubmitResult[] }> {
  try {
    return { sent: await send() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return { kept: await keep() };
    throw error;
  }
}
