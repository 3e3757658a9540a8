import { Button, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../../api/users';
import { useViewer } from '../../session/viewer';
import { accountStatus } from '../../shared/account-status';
import { AccountFormModal, type Account } from '../../shared/accounts/AccountFormModal';
import { DualDate } from '../../shared/DualDate';
import { SearchInput } from '../../shared/list/FilterBar';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { QueryProTable } from '../../shared/list/QueryProTable';
import { useUrlFilters, type FilterSpec } from '../../shared/list/useUrlFilters';
import { T } from '../../shared/locale';
import { fullName } from '../../shared/user-name';
import { AdminRowActions } from './components/AdminRowActions';
import { SystemTiles } from './components/SystemTiles';
import { ADMIN_ROOTS_T } from './locale';
import styles from './admin-roots.module.css';

const FILTERS = { search: { type: 'string' } } satisfies FilterSpec;

const ADMIN_ROLE = ['admin'] as const;

/** Text read left to right (IDs, e-mails, phone numbers), or 'not set'. */
const ltr = (value: string | null) => (value ? <span className="ltr-value">{value}</span> : <Typography.Text type="secondary">{T.notSet}</Typography.Text>);

/**
 * /admin-roots (spec 02 section 2.10, admin only; the route guard turns anyone else away): tiles to the system
 * screens, then the platform admins in a table, searched, with add, edit, activate/deactivate and delete.
 */
export default function AdminRootsPage() {
  const filters = useUrlFilters(FILTERS);
  const { search } = filters.values;
  const admins = useQuery(userQueries.list({ role: 'admin', search }));
  const viewerId = useViewer().user?.id;

  const columns: ProColumns<Account>[] = [
    { title: T.fullName, key: 'name', render: (_, admin) => fullName(admin) },
    { title: T.nationalIdLabel, dataIndex: 'id', render: (_, admin) => ltr(admin.id) },
    { title: T.email, dataIndex: 'email', render: (_, admin) => ltr(admin.email) },
    // On a phone the table keeps the name, ID, e-mail, state and actions; the edit form shows the rest.
    { title: T.phone, dataIndex: 'phone', responsive: ['md'], render: (_, admin) => ltr(admin.phone) },
    {
      title: T.status,
      dataIndex: 'is_active',
      render: (_, admin) => {
        const status = accountStatus(admin);
        return <Tag color={status.color}>{status.label}</Tag>;
      },
    },
    {
      title: ADMIN_ROOTS_T.addedAt,
      dataIndex: 'created_at',
      responsive: ['md'],
      // The Hijri date under the Gregorian one, so the row stays narrow enough for its actions.
      render: (_, admin) => (
        <span className={styles.dates}>
          <DualDate date={admin.created_at.slice(0, 10)} />
        </span>
      ),
    },
    { title: T.actions, key: 'actions', render: (_, admin) => <AdminRowActions admin={admin} isSelf={admin.id === viewerId} /> },
  ];

  return (
    <>
      <ListPageHeader subtitle={ADMIN_ROOTS_T.subtitle} />
      <Typography.Title level={2} className={styles.heading}>
        {ADMIN_ROOTS_T.tools}
      </Typography.Title>
      <SystemTiles />
      <Typography.Title level={2} className={styles.heading}>
        {ADMIN_ROOTS_T.admins}
      </Typography.Title>
      <QueryProTable<Account>
        query={admins}
        fallback={ADMIN_ROOTS_T.loadFailed}
        rowKey="id"
        columns={columns}
        headerTitle={
          <SearchInput
            aria-label={ADMIN_ROOTS_T.search}
            placeholder={ADMIN_ROOTS_T.searchPlaceholder}
            defaultValue={search}
            onSearch={(text) => filters.update({ search: text })}
            className={styles.search}
          />
        }
        toolBarRender={() => [
          <AccountFormModal
            key="add"
            roles={ADMIN_ROLE}
            title={ADMIN_ROOTS_T.addAdmin}
            fallback={ADMIN_ROOTS_T.saveFailed}
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                {ADMIN_ROOTS_T.addAdmin}
              </Button>
            }
          />,
        ]}
        options={{ density: false, setting: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: ADMIN_ROOTS_T.empty }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </>
  );
}
