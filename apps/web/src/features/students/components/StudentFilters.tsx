import { Col } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { schoolQueries } from '../../../api/schools';
import type { StudentListParams } from '../../../api/students';
import { ComplexFilter, FilterBar, SearchFilter, StatusFilter } from '../../../shared/list/FilterBar';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { STUDENTS_T } from '../locale';

/** The filters of /students, kept in the URL so a reload, a shared link or the back button keeps the list. */
export const STUDENT_FILTERS = {
  search: { type: 'string' },
  status: { type: 'string' },
  school_id: { type: 'number' },
} satisfies FilterSpec;

export type StudentFilterValues = UrlFilters<typeof STUDENT_FILTERS>['values'];

type Status = NonNullable<StudentListParams['status']>;
const STATUSES: readonly Status[] = ['active', 'inactive'];
const STATUS_LABELS = { all: STUDENTS_T.statusAll, active: T.active, inactive: T.inactive };

/**
 * The filters as GET /api/students takes them: the search trimmed (blank is no search) and a status the API knows
 * (a hand-edited address with another is ignored rather than answered with a 400).
 */
export function toStudentListParams({ search, status, school_id }: StudentFilterValues): StudentListParams {
  return {
    search: search?.trim() || undefined,
    status: STATUSES.find((known) => known === status),
    school_id,
  };
}

/**
 * Search, status and complex. The complex select shows only to someone who sees several complexes: a manager, a
 * teacher, a parent or a student sees one at most, already applied by the API.
 */
export function StudentFilters({ filters }: { filters: UrlFilters<typeof STUDENT_FILTERS> }) {
  const schools = useQuery(schoolQueries.lookup());
  const showComplex = (schools.data ?? []).length > 1 || filters.values.school_id !== undefined;

  return (
    <FilterBar filters={filters} name="student-filters">
      <Col xs={24} md={showComplex ? 10 : 16}>
        <SearchFilter label={STUDENTS_T.search} placeholder={STUDENTS_T.searchPlaceholder} onSearch={(search) => filters.update({ search })} />
      </Col>
      {/* On a phone the status and the complex share a row, so the cards start higher. The URL keeps the API's word. */}
      <Col xs={showComplex ? 12 : 24} md={showComplex ? 6 : 8}>
        <StatusFilter name="status" label={STUDENTS_T.status} labels={STATUS_LABELS} />
      </Col>
      {showComplex ? (
        <Col xs={12} md={8}>
          <ComplexFilter schools={schools} />
        </Col>
      ) : null}
    </FilterBar>
  );
}
