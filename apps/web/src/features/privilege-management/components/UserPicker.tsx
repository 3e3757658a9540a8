import { Select, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { fullName, ROLE_LABELS } from '#common';
import { filterByLabel } from '../../../shared/forms/search';
import { QueryError } from '../../../shared/list/QueryError';
import { PRIVILEGES_T } from '../locale';
import { T } from '../../../shared/locale';
import styles from '../privileges.module.css';
import type { ListedUser } from '../types';

const PICKER_ID = 'privilege-user';

/**
 * The person whose privileges are edited: a searchable select over the people the signed-in user may see (but
 * `hide`), matched on name, national ID and role (Arabic-normalised); each option shows the name, the role, the ID.
 */
export function UserPicker({
  users,
  hide,
  value,
  onChange,
}: {
  users: UseQueryResult<ListedUser[]>;
  hide?: string;
  value?: string;
  onChange: (userId?: string) => void;
}) {
  if (users.isError) return <QueryError error={users.error} fallback={T.usersLoadFailed} onRetry={() => void users.refetch()} />;
  const options = (users.data ?? [])
    .filter((user) => user.id !== hide)
    .map((user) => ({ value: user.id, label: `${fullName(user)} ${user.id} ${ROLE_LABELS[user.role]}`, name: fullName(user), user }));
  return (
    <div className={styles.picker}>
      <label htmlFor={PICKER_ID} className={styles.label}>
        {PRIVILEGES_T.user}
      </label>
      <Select
        id={PICKER_ID}
        showSearch
        allowClear
        loading={users.isPending}
        value={value}
        onChange={(id?: string) => onChange(id)}
        placeholder={PRIVILEGES_T.userPlaceholder}
        options={options}
        filterOption={filterByLabel}
        notFoundContent={users.isPending ? null : PRIVILEGES_T.noUsers}
        // The chosen person is named in the box; their role and ID are on the card below.
        labelRender={({ value: id }) => options.find((option) => option.value === id)?.name ?? id}
        optionRender={({ data }) => (
          <div>
            <div>{data.name}</div>
            <Typography.Text type="secondary" className={styles.hint}>
              {ROLE_LABELS[data.user.role]} · <span className="ltr-value">{data.user.id}</span>
            </Typography.Text>
          </div>
        )}
        style={{ width: '100%' }}
      />
    </div>
  );
}
