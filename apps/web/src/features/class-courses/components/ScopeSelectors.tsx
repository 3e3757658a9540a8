import { Col, Flex, Form, Row, Select } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { filterByLabel } from '../../../shared/forms/search';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { CLASS_COURSES_T } from '../locale';
import type { CourseScope } from './useCourseScope';

// The card around the selectors gives the space below them; the row's gutter gives it between stacked selects.
const ITEM_STYLE = { marginBottom: 0 };

/**
 * Complex, then circle and semester. A choice applies at once (there is nothing to search for) and goes to the URL,
 * which clears the circle and semester when the complex changes; the circle and semester wait for a complex, and the
 * semester also for its list.
 */
export function ScopeSelectors({ scope }: { scope: CourseScope }) {
  const { values, update, form, schools, classes, semesters } = scope;
  const noSchool = values.school_id === undefined;

  return (
    <Flex vertical gap={12}>
      <LoadError query={schools} fallback={CLASS_COURSES_T.schoolsLoadFailed} />
      <LoadError query={classes} fallback={T.classesLoadFailed} />
      <LoadError query={semesters} fallback={CLASS_COURSES_T.semestersLoadFailed} />
      <Form form={form} layout="vertical" component="div" onValuesChange={(changed: typeof values) => update(changed)}>
        <Row gutter={[16, 12]}>
          <Col xs={24} md={8}>
            <Form.Item name="school_id" label={T.complex} style={ITEM_STYLE}>
              <Select
                placeholder={T.chooseComplex}
                options={schools.data?.map((school) => ({ value: school.id, label: school.name }))}
                loading={schools.isPending}
                allowClear
                showSearch
                filterOption={filterByLabel}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="class_id" label={T.circle} style={ITEM_STYLE}>
              <Select
                placeholder={T.chooseCircle}
                options={classes.data?.map((schoolClass) => ({ value: schoolClass.id, label: schoolClass.name }))}
                disabled={noSchool}
                loading={classes.isLoading}
                allowClear
                showSearch
                filterOption={filterByLabel}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="semester_id" label={T.semester} style={ITEM_STYLE}>
              <Select
                placeholder={T.chooseSemester}
                options={semesters.data?.map((semester) => ({ value: semester.id, label: semester.name }))}
                disabled={noSchool || semesters.isPending}
                loading={semesters.isLoading}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Flex>
  );
}

/** A list behind a select that failed to load: the server's sentence (else the fallback) and a retry. */
function LoadError({ query, fallback }: { query: UseQueryResult<unknown>; fallback: string }) {
  return query.isError ? <QueryError error={query.error} fallback={fallback} onRetry={() => void query.refetch()} /> : null;
}
