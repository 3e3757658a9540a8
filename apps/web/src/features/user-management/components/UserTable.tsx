import { useState } from 'react';
import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { ROLE_LEVELS, ROLES_WITH_CHILDREN } from '#common';
import { accountStatus } from '../../../shared/account-status';
import { useAccountActions, type AccountActionTexts } from '../../../shared/accounts/AccountCard';
import { CHILD_LINKS_T } from '../../../shared/children/locale';
import { QueryProTable } from '../../../shared/list/QueryProTable';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { USERS_T } from '../locale';
import styles from '../user-management.module.css';
import type { ManagedUser } from '../types';
import { isPending, PendingActions } from './PendingActions';
import { RoleTag } from './RoleMarks';
import type { UserAccess } from './UserCard';
import { UserDialogs, type UserDialog } from './UserDialogs';

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '', 'ar');
/** Waiting for approval first, then switched on, then the rest: what an admin looks for first. */
const stateRank = (user: ManagedUser) => (isPending(user) ? 0 : user.is_active ? 1 : 2);

/**
 * The accounts as a table (the screen's table view): sortable by name, role, state, complex and date, with the
 * pending accounts' approve and reject in their row and every other action in a menu. With `selection`, the pending
 * rows have a box for the approval bar.
 */
export function UserTable({
  query,
  access,
  emptyText,
  selection,
}: {
  query: UseQueryResult<ManagedUser[]>;
  access: UserAccess;
  emptyText: string;
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
}) {
  const columns: ProColumns<ManagedUser>[] = [
    {
      title: T.fullName,
      key: 'name',
      sorter: (a, b) => byText(fullName(a), fullName(b)),
      defaultSortOrder: 'ascend',
      render: (_, user) => (
        <span className={styles.tableName}>
          {fullName(user)}
          {user.id === access.selfId ? <Tag>{USERS_T.ownAccount}</Tag> : null}
        </span>
      ),
    },
    { title: T.accountType, key: 'role', sorter: (a, b) => ROLE_LEVELS[b.role] - ROLE_LEVELS[a.role], render: (_, user) => <RoleTag role={user.role} /> },
    {
      title: T.status,
      key: 'status',
      sorter: (a, b) => stateRank(a) - stateRank(b),
      render: (_, user) => {
        const status = accountStatus(user);
        return <Tag color={status.color}>{status.label}</Tag>;
      },
    },
    { title: T.nationalIdLabel, dataIndex: 'id', render: (_, user) => <span className="ltr-value">{user.id}</span> },
    // Long complex and circle names are cut (whole in their tooltip), so the table fits beside the side menu.
    {
      title: T.complex,
      key: 'school',
      sorter: (a, b) => byText(a.school_name, b.school_name),
      render: (_, user) => <Clipped text={user.school_name ?? T.notSet} />,
    },
    {
      title: USERS_T.circles,
      key: 'classes',
      render: (_, user) => <Clipped text={user.classes.map((circle) => circle.name).join(T.listSeparator) || T.notSet} />,
    },
    {
      title: T.registeredAt,
      key: 'created_at',
      // Wide screens only: at 1280 px with the side menu open the other columns fill the width.
      responsive: ['xxl'],
      sorter: (a, b) => a.created_at.localeCompare(b.created_at),
      render: (_, user) => <span className="ltr-value">{user.created_at.slice(0, 10)}</span>,
    },
    { title: T.actions, key: 'actions', fixed: 'left', render: (_, user) => <UserRowActions user={user} access={access} /> },
  ];

  return (
    <QueryProTable<ManagedUser>
      query={query}
      fallback={T.usersLoadFailed}
      rowKey="id"
      columns={columns}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selected,
              onChange: (keys) => selection.onChange(keys.map(String)),
              // Only accounts waiting for approval are chosen, for the approval bar's one request.
              getCheckboxProps: (user) => ({ disabled: !isPending(user), 'aria-label': USERS_T.selectForApproval(fullName(user)) }),
            }
          : undefined
      }
      tableAlertRender={false}
      options={{ density: false, setting: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

/** A long name cut to the column's width, whole in its tooltip. */
const Clipped = ({ text }: { text: string }) => (
  <span className={styles.clipped} title={text}>
    {text}
  </span>
);

const TEXTS: AccountActionTexts = {
  toggleFailed: T.toggleFailed,
  deleteFailed: USERS_T.deleteFailed,
  deleteTitle: USERS_T.deleteTitle,
  deleteConfirm: USERS_T.deleteConfirm,
};

/** A row's actions: approve and reject while pending, then the card's other actions in a menu, by the same rules. */
function UserRowActions({ user, access }: { user: ManagedUser; access: UserAccess }) {
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const { onToggle, onDelete } = useAccountActions(user, TEXTS);
  const own = user.id === access.selfId;
  const items: MenuProps['items'] = [
    { key: 'details', label: T.fullDetails, onClick: () => setDialog('details') },
    access.profile ? { key: 'profile', label: USERS_T.editProfile, onClick: () => setDialog('profile') } : null,
    access.manage ? { key: 'role', label: USERS_T.editRole, onClick: () => setDialog('role') } : null,
    access.children && ROLES_WITH_CHILDREN.includes(user.role) ? { key: 'children', label: CHILD_LINKS_T.manage, onClick: () => setDialog('children') } : null,
    access.manage && !own ? { key: 'toggle', label: user.is_active ? T.deactivate : T.activate, onClick: onToggle } : null,
    access.remove && !own ? { key: 'delete', label: T.delete, danger: true, onClick: onDelete } : null,
  ].filter((item) => item !== null);

  return (
    <span className={styles.rowActions}>
      {access.manage && isPending(user) ? <PendingActions user={user} /> : null}
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button size="small" icon={<MoreOutlined aria-hidden />} aria-label={USERS_T.moreActions(fullName(user))} />
      </Dropdown>
      <UserDialogs user={user} access={access} dialog={dialog} onClose={() => setDialog(null)} />
    </span>
  );
}
