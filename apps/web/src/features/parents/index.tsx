import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { userQueries } from '../../api/users';
import { useCan } from '../../session/viewer';
import { PendingChildLinks } from '../../shared/children/PendingChildLinks';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { ParentCard, type ParentAccess } from './components/ParentCard';
import { countParents, ParentCounts } from './components/ParentCounts';
import { PARENT_FILTERS, ParentFilters } from './components/ParentFilters';
import { PARENTS_T } from './locale';

/** /parents (spec 02 section 2.8): the parents as cards, searched and filtered by state, with their children. */
export default function ParentsPage() {
  const filters = useUrlFilters(PARENT_FILTERS);
  const parents = useQuery(userQueries.list({ role: 'parent', ...filters.values }));
  // Counted over every parent; with no filter it is the very same query, fetched once.
  const counts = useQuery({ ...userQueries.list({ role: 'parent' }), select: countParents });
  const filtered = Object.values(filters.values).some((value) => value !== undefined);
  // Only what the API would allow is offered, by the same rules its guard reads.
  const access: ParentAccess = {
    edit: useCan(RULES.users.edit),
    toggle: useCan(RULES.users.manage),
    remove: useCan(RULES.users.delete),
    children: useCan(RULES.children.read),
    link: useCan(RULES.children.link),
  };
  const canApprove = useCan(RULES.children.approve);

  return (
    <>
      <ListPageHeader subtitle={PARENTS_T.subtitle} />
      {/* Parents' requests to link a student of the caller's complex, for whoever confirms them (the bell points here). */}
      {canApprove ? <PendingChildLinks onlyWhenAny /> : null}
      {counts.isSuccess ? <ParentCounts counts={counts.data} /> : null}
      <ParentFilters filters={filters} />
      <CardGrid
        // A new search or filter starts again on the first page.
        key={JSON.stringify(filters.values)}
        query={parents}
        fallback={PARENTS_T.loadFailed}
        emptyText={filtered ? PARENTS_T.parentsNoMatch : PARENTS_T.parentsEmpty}
        itemKey={(parent) => parent.id}
        renderItem={(parent) => <ParentCard parent={parent} access={access} />}
      />
    </>
  );
}
