import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_FORM_ROLES, RULES, type Role } from '#common';
import { userQueries } from '../../api/users';
import { useCan } from '../../session/viewer';
import { AccountFormModal } from '../../shared/accounts/AccountFormModal';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader, ListSummary } from '../../shared/list/ListPageHeader';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { ADMINISTRATOR_FILTERS, AdministratorFilters } from './components/AdministratorFilters';
import { AdministratorCard } from './components/AdministratorCard';
import { ADMINISTRATORS_T } from './locale';

/** The account form's roles but the platform admin: complex manager (a new account's default) and supervisor. */
const MANAGER_ROLES: readonly Role[] = ACCOUNT_FORM_ROLES.filter((role) => role !== 'admin');

/**
 * /administrators (spec 02 section 2.9): the complex managers and supervisors as cards, searched by name or e-mail
 * and filtered by state, with their details, add and edit, activate/deactivate and delete.
 */
export default function AdministratorsPage() {
  const filters = useUrlFilters(ADMINISTRATOR_FILTERS);
  const accounts = useQuery(userQueries.managers(filters.values));
  // Only a viewer who manages the system may make someone a platform admin (the API refuses anyone else).
  const canManageSystem = useCan(RULES.system.manage);
  const roles: readonly Role[] = canManageSystem ? [...MANAGER_ROLES, 'admin'] : MANAGER_ROLES;
  const filtered = Object.values(filters.values).some((value) => value !== undefined);

  return (
    <>
      <ListPageHeader
        subtitle={ADMINISTRATORS_T.subtitle}
        actions={
          <AccountFormModal
            roles={roles}
            title={ADMINISTRATORS_T.addAccount}
            fallback={ADMINISTRATORS_T.saveFailed}
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                {ADMINISTRATORS_T.addAccount}
              </Button>
            }
          />
        }
      />
      <AdministratorFilters filters={filters} />
      {accounts.isSuccess ? <ListSummary>{ADMINISTRATORS_T.count(accounts.data.length)}</ListSummary> : null}
      <CardGrid
        query={accounts}
        fallback={ADMINISTRATORS_T.loadFailed}
        emptyText={filtered ? ADMINISTRATORS_T.noMatch : ADMINISTRATORS_T.empty}
        itemKey={(account) => account.id}
        renderItem={(account) => <AdministratorCard account={account} roles={roles} />}
      />
    </>
  );
}
