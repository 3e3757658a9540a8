import { Col } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { classQueries } from '../../../api/classes';
import { schoolQueries } from '../../../api/schools';
import type { StudentListParams } from '../../../api/students';
import { CircleFilter, ComplexFilter, FilterBar, SearchFilter, StatusFilter } from '../../../shared/list/FilterBar';
import { soleSchoolId } from '../../../shared/list/filterValues';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { STUDENTS_T } from '../locale';

/** The filters of /students, kept in the URL so a reload, a shared link or the back button keeps the list. */
export const STUDENT_FILTERS = {
  search: { type: 'string' },
  status: { type: 'string' },
  school_id: { type: 'number' },
  // A circle of the complex chosen (or of the only one): cleared whenever the complex changes.
  class_id: { type: 'number', parent: 'school_id' },
} satisfies FilterSpec;

export type StudentFilterValues = UrlFilters<typeof STUDENT_FILTERS>['values'];

type Status = NonNullable<StudentListParams['status']>;
const STATUSES: readonly Status[] = ['active', 'inactive'];
const STATUS_LABELS = { all: STUDENTS_T.statusAll, active: T.active, inactive: T.inactive };

/**
 * The filters as GET /api/students takes them: the search trimmed (blank is no search) and a status the API knows
 * (a hand-edited address with another is ignored rather than answered with a 400).
 */
export function toStudentListParams({ search, status, school_id, class_id }: StudentFilterValues): StudentListParams {
  return {
    search: search?.trim() || undefined,
    status: STATUSES.find((known) => known === status),
    school_id,
    class_id,
  };
}

/**
 * Search, status, complex and circle. The complex select shows only to someone who sees several complexes: a
 * manager, a teacher, a parent or a student sees one at most, already applied by the API; their circles are that
 * complex's. Someone who sees several picks the complex first, then its circles.
 */
export function StudentFilters({ filters }: { filters: UrlFilters<typeof STUDENT_FILTERS> }) {
  const schools = useQuery(schoolQueries.lookup());
  const showComplex = (schools.data ?? []).length > 1 || filters.values.school_id !== undefined;
  const circlesOf = filters.values.school_id ?? soleSchoolId(schools.data);
  const circles = useQuery({ ...classQueries.lookup({ school_id: circlesOf }), enabled: circlesOf !== undefined });

  return (
    <FilterBar filters={filters} name="student-filters">
      <Col xs={24} md={showComplex ? 9 : 12}>
        <SearchFilter label={STUDENTS_T.search} placeholder={STUDENTS_T.searchPlaceholder} onSearch={(search) => filters.update({ search })} />
      </Col>
      {/* On a phone the status and the complex share a row, then the circle, so the list starts higher. The URL keeps the API's word. */}
      <Col xs={12} md={showComplex ? 5 : 6}>
        <StatusFilter name="status" label={STUDENTS_T.status} labels={STATUS_LABELS} />
      </Col>
      {showComplex ? (
        <Col xs={12} md={5}>
          <ComplexFilter schools={schools} />
        </Col>
      ) : null}
      <Col xs={showComplex ? 24 : 12} md={showComplex ? 5 : 6}>
        <CircleFilter
          circles={circles.data}
          loading={circles.isFetching}
          placeholder={circlesOf === undefined ? T.chooseComplexForCircles : T.allCircles}
          disabled={circlesOf === undefined}
          allowClear
        />
      </Col>
    </FilterBar>
  );
}
