import { hasLimitedAccess } from '#common';
import type { SessionUser } from '../api/types';
import { T } from './locale';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending_activation: T.accountPending,
  rejected: T.accountRejected,
  suspended: T.accountSuspended,
};

/** The Arabic label and tag colour of an account's state. */
export function accountStatus(user: Pick<SessionUser, 'is_active' | 'account_status'>): { label: string; color: string } {
  if (!hasLimitedAccess(user)) return { label: T.active, color: 'success' };
  // An approved account that was switched off has no special state: it is simply not active.
  const label = STATUS_LABELS[user.account_status] ?? T.accountInactive;
  return { label, color: user.account_status === 'rejected' ? 'error' : 'warning' };
}
