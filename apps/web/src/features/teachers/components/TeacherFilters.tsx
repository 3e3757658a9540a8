import { Col } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { schoolQueries } from '../../../api/schools';
import { ComplexFilter, FilterBar, StatusFilter } from '../../../shared/list/FilterBar';
import type { UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { TEACHERS_T } from '../locale';

/** The filters of /teachers, kept in the URL (spec 02 section 2.6). */
export const TEACHER_FILTERS = {
  school_id: { type: 'number' },
  is_active: { type: 'boolean' },
} as const;

const STATUS_LABELS = { all: TEACHERS_T.everyStatus, active: T.active, inactive: T.inactive };

/** Complex and status. */
export function TeacherFilters({ filters }: { filters: UrlFilters<typeof TEACHER_FILTERS> }) {
  const schools = useQuery(schoolQueries.lookup());
  return (
    <FilterBar filters={filters} name="teacher-filters">
      <Col xs={24} md={12} lg={8}>
        <ComplexFilter schools={schools} soleChosen />
      </Col>
      <Col xs={24} md={12} lg={8}>
        <StatusFilter label={TEACHERS_T.teacherStatus} labels={STATUS_LABELS} />
      </Col>
    </FilterBar>
  );
}
