import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { userQueries } from '../../api/users';
import { useCan, useViewer } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { UserCard, type UserAccess } from './components/UserCard';
import { countUsers, UserCounts } from './components/UserCounts';
import { toUserListParams, USER_FILTERS, UserFilters } from './components/UserFilters';
import { USERS_T } from './locale';
import { T } from '../../shared/locale';

/** /user-management (spec 02 section 2.11): every account as a flip card, filtered, with its role, profile and state. */
export default function UserManagementPage() {
  const filters = useUrlFilters(USER_FILTERS);
  const params = toUserListParams(filters.values);
  const users = useQuery(userQueries.list(params));
  // Counted over every account; with no filter it is the very same query, fetched once.
  const counts = useQuery({ ...userQueries.list(), select: countUsers });
  const filtered = Object.values(params).some((value) => value !== undefined);
  // Only what the API would allow is offered, by the same rules its guard reads.
  const access: UserAccess = {
    profile: useCan(RULES.users.edit),
    manage: useCan(RULES.users.manage),
    remove: useCan(RULES.users.delete),
    children: useCan(RULES.children.read),
    link: useCan(RULES.children.link),
    selfId: useViewer().user?.id,
  };

  return (
    <>
      <ListPageHeader subtitle={USERS_T.subtitle} />
      {counts.isSuccess ? <UserCounts counts={counts.data} matching={users.data?.length} /> : null}
      <UserFilters filters={filters} />
      <CardGrid
        // A new search or filter starts again on the first page.
        key={JSON.stringify(params)}
        query={users}
        fallback={T.usersLoadFailed}
        emptyText={filtered ? USERS_T.usersNoMatch : USERS_T.usersEmpty}
        itemKey={(user) => user.id}
        renderItem={(user) => <UserCard user={user} access={access} />}
      />
    </>
  );
}
