import { Card, Statistic } from 'antd';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';
import type { ManagedUser } from '../types';

export interface UserCountsValue {
  total: number;
  duplicates: number;
  /** Waiting for approval: the bell's number, since both count the same accounts. */
  pending: number;
}

/** Every account the admin sees, how many share their e-mail with another account, and how many wait for approval. */
export function countUsers(users: readonly Pick<ManagedUser, 'email_duplicate' | 'account_status'>[]): UserCountsValue {
  return {
    total: users.length,
    duplicates: users.filter((user) => user.email_duplicate).length,
    pending: users.filter((user) => user.account_status === 'pending_activation').length,
  };
}

/**
 * The counts above the list: every account, those whose e-mail is shared and those waiting for approval, whatever
 * the filters; after the first, how many the filters keep (once the list is there).
 */
export function UserCounts({ counts, matching }: { counts: UserCountsValue; matching: number | undefined }) {
  return (
    <div className={styles.counts} role="status">
      <Card size="small">
        <Statistic title={USERS_T.total} value={counts.total} />
      </Card>
      <Card size="small">
        <Statistic title={USERS_T.matching} value={matching ?? '–'} />
      </Card>
      <Card size="small">
        <Statistic title={USERS_T.duplicates} value={counts.duplicates} />
      </Card>
      <Card size="small">
        <Statistic title={USERS_T.pending} value={counts.pending} />
      </Card>
    </div>
  );
}
