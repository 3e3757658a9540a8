import { Col } from 'antd';
import { FilterBar, SearchFilter, StatusFilter } from '../../../shared/list/FilterBar';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { PARENTS_T } from '../locale';

/** The filters of /parents, kept in the URL: the API's Arabic-normalised search and the account state. */
export const PARENT_FILTERS = {
  search: { type: 'string' },
  is_active: { type: 'boolean' },
} as const satisfies FilterSpec;

const STATUS_LABELS = { all: PARENTS_T.statusAll, active: PARENTS_T.statusActive, inactive: PARENTS_T.statusInactive };

/** Search and status. */
export function ParentFilters({ filters }: { filters: UrlFilters<typeof PARENT_FILTERS> }) {
  return (
    <FilterBar filters={filters} name="parent-filters">
      <Col xs={24} md={16}>
        <SearchFilter label={PARENTS_T.search} placeholder={PARENTS_T.searchPlaceholder} enterButton onSearch={(search) => filters.update({ search })} />
      </Col>
      <Col xs={24} md={8}>
        <StatusFilter label={PARENTS_T.status} labels={STATUS_LABELS} />
      </Col>
    </FilterBar>
  );
}
