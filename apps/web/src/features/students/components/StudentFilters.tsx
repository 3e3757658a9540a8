import { Col, Form, Input, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { schoolQueries } from '../../../api/schools';
import type { StudentListParams } from '../../../api/students';
import { filterByLabel } from '../../../shared/forms/search';
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
const STATUS_OPTIONS = [
  { value: '', label: STUDENTS_T.statusAll },
  { value: 'active', label: T.active },
  { value: 'inactive', label: T.inactive },
];

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
 * Search, status and complex. The search applies on Enter, its button or clearing it (each key would be a request
 * and a jumping list); the selects apply as soon as they change. The complex select shows only to someone who sees
 * several complexes: a manager, a teacher, a parent or a student sees one at most, already applied by the API.
 */
export function StudentFilters({ filters }: { filters: UrlFilters<typeof STUDENT_FILTERS> }) {
  const { update, formProps } = filters;
  const schools = useQuery(schoolQueries.lookup());
  const complexes = schools.data ?? [];
  const showComplex = complexes.length > 1 || filters.values.school_id !== undefined;

  return (
    <Form
      form={formProps.form}
      name="student-filters"
      layout="vertical"
      component="div"
      onValuesChange={(changed: StudentFilterValues) => {
        if (!('search' in changed)) update(changed);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={showComplex ? 10 : 16}>
          <Form.Item name="search" label={STUDENTS_T.search}>
            <Input.Search
              placeholder={STUDENTS_T.searchPlaceholder}
              allowClear
              enterButton={T.searchButton}
              maxLength={100}
              onSearch={(search) => update({ search: search.trim() || undefined })}
            />
          </Form.Item>
        </Col>
        {/* On a phone the status and the complex share a row, so the cards start higher. */}
        <Col xs={showComplex ? 12 : 24} md={showComplex ? 6 : 8}>
          {/* The URL keeps active, inactive or nothing (all); the select shows its three words. */}
          <Form.Item
            name="status"
            label={STUDENTS_T.status}
            getValueProps={(status?: string) => ({ value: status ?? '' })}
            normalize={(value: string) => value || undefined}
          >
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        {showComplex ? (
          <Col xs={12} md={8}>
            <Form.Item name="school_id" label={T.complex}>
              <Select
                placeholder={T.allComplexes}
                allowClear
                showSearch
                filterOption={filterByLabel}
                options={complexes.map((school) => ({ value: school.id, label: school.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </Form>
  );
}
