import { Col, Form, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { schoolQueries } from '../../../api/schools';
import { filterByLabel } from '../../../shared/forms/search';
import type { UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { TEACHERS_T } from '../locale';
import { isActiveOf, soleSchoolId, statusChoiceOf, statusOptions } from '../../../shared/list/filterValues';

/** The filters of /teachers, kept in the URL (spec 02 section 2.6). */
export const TEACHER_FILTERS = {
  school_id: { type: 'number' },
  is_active: { type: 'boolean' },
} as const;

export type TeacherFilterValues = UrlFilters<typeof TEACHER_FILTERS>['values'];

const STATUS_OPTIONS = statusOptions({ all: TEACHERS_T.everyStatus, active: T.active, inactive: T.inactive });

/**
 * Complex and status. The selects apply as soon as they change (there is no search button to forget); the form
 * only mirrors the URL, which useUrlFilters keeps it in step with.
 */
export function TeacherFilters({ filters }: { filters: UrlFilters<typeof TEACHER_FILTERS> }) {
  const schools = useQuery(schoolQueries.lookup());
  const sole = soleSchoolId(schools.data);

  return (
    <Form form={filters.formProps.form} name="teacher-filters" layout="vertical" component="div" onValuesChange={filters.update}>
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          {/*
            Someone with a single complex sees it chosen, with nothing to clear: the URL needs no school_id for
            them, as the API lists only their complex's teachers anyway.
          */}
          <Form.Item name="school_id" label={T.complex} getValueProps={(schoolId?: number) => ({ value: schoolId ?? sole })}>
            <Select
              placeholder={T.allComplexes}
              allowClear={sole === undefined}
              showSearch
              filterOption={filterByLabel}
              loading={schools.isPending}
              options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          {/* The URL keeps a boolean (or nothing, for all); the select shows its three words. */}
          <Form.Item
            name="is_active"
            label={TEACHERS_T.teacherStatus}
            getValueProps={(isActive?: boolean) => ({ value: statusChoiceOf(isActive) })}
            normalize={isActiveOf}
          >
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
