import { Card, Statistic } from 'antd';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';
import type { ManagedUser } from '../types';

export interface UserCountsValue {
  total: number;
  duplicates: number;
}

/** Every account the admin sees, and how many of them share their e-mail with another account. */
export function countUsers(users: readonly Pick<ManagedUser, 'email_duplicate'>[]): UserCountsValue {
  return { total: users.length, duplicates: users.filter((user) => user.email_duplicate).length };
}

/**
 * The counts above the list: every account and those whose e-mail is shared, whatever the filters; between them,
 * how many the filters keep (once the list is there).
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
    </div>
  );
}
