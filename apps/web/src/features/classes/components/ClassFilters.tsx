import { useEffect } from 'react';
import { Col } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { schoolQueries } from '../../../api/schools';
import { semesterQueries } from '../../../api/semesters';
import { ComplexFilter, FilterBar, SemesterFilter, StatusFilter } from '../../../shared/list/FilterBar';
import { soleSchoolId } from '../../../shared/list/filterValues';
import type { UrlFilters } from '../../../shared/list/useUrlFilters';
import { CLASSES_T } from '../locale';

/** The filters of /classes, kept in the URL; a semester belongs to a complex, so changing the complex clears it. */
export const CLASS_FILTERS = {
  school_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'school_id' },
  is_active: { type: 'boolean' },
} as const;

const STATUS_LABELS = { all: CLASSES_T.statusAll, active: CLASSES_T.statusActive, inactive: CLASSES_T.statusInactive };

/**
 * Complex, semester and status. The semester select waits for a complex (chosen, or the only one its user sees) and
 * lists only that complex's semesters.
 */
export function ClassFilters({ filters }: { filters: UrlFilters<typeof CLASS_FILTERS> }) {
  const { school_id: schoolId, semester_id: semesterId } = filters.values;
  const { update } = filters;
  const schools = useQuery(schoolQueries.list());
  const semesterSchoolId = schoolId ?? soleSchoolId(schools.data);
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: semesterSchoolId }), enabled: semesterSchoolId !== undefined });

  // A semester in the URL that is not the complex's (an old link, a hand-edited address) is dropped rather than
  // leaving an empty list nobody can explain.
  const semesterIsForeign = semesterId !== undefined && semesters.isSuccess && !semesters.data.some((semester) => semester.id === semesterId);
  useEffect(() => {
    if (semesterIsForeign) update({ semester_id: undefined });
  }, [semesterIsForeign, update]);

  return (
    <FilterBar filters={filters} name="class-filters">
      <Col xs={24} md={8}>
        <ComplexFilter schools={schools} />
      </Col>
      {/* On a phone the semester and the status share a row; complex names are too long to. */}
      <Col xs={12} md={8}>
        <SemesterFilter
          semesters={semesters}
          placeholder={semesterSchoolId === undefined ? CLASSES_T.chooseComplexFirst : CLASSES_T.allSemesters}
          disabled={semesterSchoolId === undefined}
          allowClear
        />
      </Col>
      <Col xs={12} md={8}>
        <StatusFilter labels={STATUS_LABELS} />
      </Col>
    </FilterBar>
  );
}
