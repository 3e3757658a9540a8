import { Flex, Select, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES, RULES, type Role } from '#common';
import { passwordQueries } from '../../api/passwords';
import { useCan } from '../../session/viewer';
import { SearchInput } from '../../shared/list/FilterBar';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { QueryProTable } from '../../shared/list/QueryProTable';
import { useUrlFilters, type FilterSpec } from '../../shared/list/useUrlFilters';
import { T } from '../../shared/locale';
import { fullName } from '../../shared/user-name';
import { ResetPasswordModal } from './components/ResetPasswordModal';
import { PASSWORDS_T } from './locale';
import type { PasswordUser } from './types';

const FILTERS = {
  search: { type: 'string' },
  role: { type: 'string' },
} satisfies FilterSpec;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

// The button comes right after the name, so it is in sight at every width (the side menu open at 1280 px, a phone)
// without scrolling the table sideways; the ID sits under the name, and the contact columns give way first.
const COLUMNS: ProColumns<PasswordUser>[] = [
  {
    title: T.fullName,
    key: 'name',
    render: (_, user) => (
      <Flex vertical>
        <span>{fullName(user)}</span>
        <Typography.Text type="secondary" className="ltr-value">
          {user.id}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: PASSWORDS_T.setPassword, key: 'action', render: (_, user) => <ResetPasswordModal user={user} /> },
  { title: T.accountType, dataIndex: 'role', render: (_, user) => <Tag color="blue">{ROLE_LABELS[user.role]}</Tag> },
  {
    title: T.status,
    dataIndex: 'is_active',
    responsive: ['md'],
    render: (_, user) => <Tag color={user.is_active ? 'success' : 'default'}>{user.is_active ? T.active : T.inactive}</Tag>,
  },
  { title: T.phone, dataIndex: 'phone', responsive: ['lg'], render: (_, user) => <span className="ltr-value">{user.phone ?? T.notSet}</span> },
  { title: T.email, dataIndex: 'email', responsive: ['xl'], render: (_, user) => <span className="ltr-value">{user.email ?? T.notSet}</span> },
];

/**
 * /password-management (spec 02 section 2.12): the accounts whose password the signed-in user may set, searched
 * by ID, names, e-mail or phone; the admin filters by role, a complex manager sees the students of their complex.
 */
export default function PasswordManagementPage() {
  const filters = useUrlFilters(FILTERS);
  const everyRole = useCan(RULES.passwords.everyRole);
  const { search, role } = filters.values;
  const users = useQuery(passwordQueries.users({ search, role: everyRole ? (role as Role | undefined) : undefined }));

  return (
    <>
      <ListPageHeader subtitle={PASSWORDS_T.subtitle} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchInput
          aria-label={PASSWORDS_T.search}
          placeholder={PASSWORDS_T.searchPlaceholder}
          defaultValue={search}
          onSearch={(text) => filters.update({ search: text })}
          style={{ maxWidth: 420 }}
        />
        {everyRole ? (
          <Select
            aria-label={T.accountType}
            placeholder={PASSWORDS_T.everyRole}
            allowClear
            value={role}
            options={ROLE_OPTIONS}
            onChange={(value?: string) => filters.update({ role: value })}
            style={{ minWidth: 180 }}
          />
        ) : null}
      </Flex>
      <QueryProTable<PasswordUser>
        query={users}
        fallback={PASSWORDS_T.loadFailed}
        rowKey="id"
        columns={COLUMNS}
        options={{ density: false, setting: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: PASSWORDS_T.usersEmpty }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </>
  );
}
