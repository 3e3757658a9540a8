import { T } from '../shared/locale';
import { OUTBOX_T } from './locale';
import type { OutboxEntry } from './outbox';

/** The server's value of a stale entry's cell, in words (present/absent, or the points). */
function serverValue(entry: OutboxEntry): string | undefined {
  if (entry.kind === 'attendance' && entry.current) return entry.current.is_present ? T.present : T.absent;
  if (entry.kind === 'points' && entry.current) return String(entry.current.points_given);
  return undefined;
}

/** What the user should read about a problem entry: the value the server kept, or why it refused. */
export function problemText(entry: OutboxEntry): string | undefined {
  if (entry.state === 'stale') {
    const value = serverValue(entry);
    return value === undefined ? undefined : OUTBOX_T.serverValue(value);
  }
  if (entry.state === 'refused') return entry.error ?? OUTBOX_T.refusedDefault;
  return undefined;
}
