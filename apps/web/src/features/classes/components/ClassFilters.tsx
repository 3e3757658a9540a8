import { useEffect } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { schoolQueries } from '../../../api/schools';
import { semesterQueries } from '../../../api/semesters';
import { filterByLabel } from '../../../shared/forms/search';
import type { UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { CLASSES_T } from '../locale';
import { isActiveOf, soleSchoolId, statusChoiceOf, statusOptions } from '../../../shared/list/filterValues';

/** The filters of /classes, kept in the URL; a semester belongs to a complex, so changing the complex clears it. */
export const CLASS_FILTERS = {
  school_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'school_id' },
  is_active: { type: 'boolean' },
} as const;

export type ClassFilterValues = UrlFilters<typeof CLASS_FILTERS>['values'];

const STATUS_OPTIONS = statusOptions({ all: CLASSES_T.statusAll, active: CLASSES_T.statusActive, inactive: CLASSES_T.statusInactive });

/**
 * Complex, semester and status. The selects apply as soon as they change (there is no search button to forget);
 * the form only mirrors the URL, which useUrlFilters keeps it in step with. The semester select waits for a
 * complex (chosen, or the only one its user sees) and lists only that complex's semesters.
 */
export function ClassFilters({ filters }: { filters: UrlFilters<typeof CLASS_FILTERS> }) {
  const { school_id: schoolId, semester_id: semesterId } = filters.values;
  const { update, formProps } = filters;
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
    <Form
      form={formProps.form}
      name="class-filters"
      layout="vertical"
      component="div"
      onValuesChange={(changed: ClassFilterValues) => {
        formProps.onValuesChange(changed); // clears the semester on screen at once when the complex changes
        update(changed);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="school_id" label={T.complex}>
            <Select
              placeholder={T.allComplexes}
              allowClear
              showSearch
              filterOption={filterByLabel}
              loading={schools.isLoading}
              options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            />
          </Form.Item>
        </Col>
        {/* On a phone the semester and the status share a row; complex names are too long to. */}
        <Col xs={12} md={8}>
          <Form.Item name="semester_id" label={T.semester}>
            <Select
              placeholder={semesterSchoolId === undefined ? CLASSES_T.chooseComplexFirst : CLASSES_T.allSemesters}
              disabled={semesterSchoolId === undefined}
              allowClear
              loading={semesters.isFetching}
              options={(semesters.data ?? []).map((semester) => ({ value: semester.id, label: semester.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          {/* The URL keeps a boolean (or nothing, for all); the select shows its three words. */}
          <Form.Item name="is_active" label={T.status} getValueProps={(isActive?: boolean) => ({ value: statusChoiceOf(isActive) })} normalize={isActiveOf}>
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
