import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { userQueries } from '../../api/users';
import { useCan, useViewer } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { ListViewSwitch, useListView } from '../../shared/list/ListViewSwitch';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { ApprovalBar } from './components/ApprovalBar';
import { isPending } from './components/PendingActions';
import { UserCard, type UserAccess } from './components/UserCard';
import { countUsers, UserCounts } from './components/UserCounts';
import { toUserListParams, USER_FILTERS, UserFilters } from './components/UserFilters';
import { UserTable } from './components/UserTable';
import { USERS_T } from './locale';
import { T } from '../../shared/locale';

/**
 * /user-management (spec 02 section 2.11): every account as a flip card or a sortable table row, filtered, with its
 * role, profile and state; the accounts waiting for approval approved one by one or several together.
 */
export default function UserManagementPage() {
  const filters = useUrlFilters(USER_FILTERS);
  const params = toUserListParams(filters.values);
  const users = useQuery(userQueries.list(params));
  // Counted over every account; with no filter it is the very same query, fetched once.
  const counts = useQuery({ ...userQueries.list(), select: countUsers });
  const filtered = Object.values(params).some((value) => value !== undefined);
  const { view, setView, switchable } = useListView();
  // Only what the API would allow is offered, by the same rules its guard reads.
  const access: UserAccess = {
    profile: useCan(RULES.users.edit),
    manage: useCan(RULES.users.manage),
    remove: useCan(RULES.users.delete),
    children: useCan(RULES.children.read),
    link: useCan(RULES.children.link),
    selfId: useViewer().user?.id,
  };

  // The accounts chosen for approval, kept to those still shown and pending (an approved one drops out by itself).
  const [chosen, setChosen] = useState<string[]>([]);
  const pendingIds = access.manage ? (users.data ?? []).filter(isPending).map((user) => user.id) : [];
  const selected = chosen.filter((id) => pendingIds.includes(id));
  const emptyText = filtered ? USERS_T.usersNoMatch : USERS_T.usersEmpty;

  return (
    <>
      <ListPageHeader subtitle={USERS_T.subtitle} actions={switchable ? <ListViewSwitch view={view} onChange={setView} /> : undefined} />
      {counts.isSuccess ? <UserCounts counts={counts.data} matching={users.data?.length} /> : null}
      <UserFilters filters={filters} pendingCount={counts.data?.pending} />
      {pendingIds.length > 0 ? <ApprovalBar pendingIds={pendingIds} selected={selected} onChange={setChosen} /> : null}
      {view === 'table' ? (
        <UserTable query={users} access={access} emptyText={emptyText} selection={access.manage ? { selected, onChange: setChosen } : undefined} />
      ) : (
        <CardGrid
          // A new search or filter starts again on the first page.
          key={JSON.stringify(params)}
          query={users}
          fallback={T.usersLoadFailed}
          emptyText={emptyText}
          itemKey={(user) => user.id}
          renderItem={(user) => (
            <UserCard
              user={user}
              access={access}
              selection={{
                selected: selected.includes(user.id),
                onSelect: (on) => setChosen(on ? [...selected, user.id] : selected.filter((id) => id !== user.id)),
              }}
            />
          )}
        />
      )}
    </>
  );
}
