import { Col } from 'antd';
import { FilterBar, SearchFilter, StatusFilter } from '../../../shared/list/FilterBar';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { ADMINISTRATORS_T } from '../locale';

/** The filters of /administrators, kept in the URL: the API's Arabic-normalised search and the account state. */
export const ADMINISTRATOR_FILTERS = {
  search: { type: 'string' },
  is_active: { type: 'boolean' },
} as const satisfies FilterSpec;

const STATUS_LABELS = { all: ADMINISTRATORS_T.statusAll, active: T.active, inactive: T.inactive };

/** Search and status, as on /parents. */
export function AdministratorFilters({ filters }: { filters: UrlFilters<typeof ADMINISTRATOR_FILTERS> }) {
  return (
    <FilterBar filters={filters} name="administrator-filters">
      <Col xs={24} md={16}>
        <SearchFilter label={ADMINISTRATORS_T.search} placeholder={ADMINISTRATORS_T.searchPlaceholder} onSearch={(search) => filters.update({ search })} />
      </Col>
      <Col xs={24} md={8}>
        <StatusFilter labels={STATUS_LABELS} />
      </Col>
    </FilterBar>
  );
}
