import { Col, Flex, Form, Row, Select } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { filterByLabel } from '../../../shared/forms/search';
import { QueryError } from '../../../shared/list/QueryError';
import { CLASS_COURSES_T } from '../locale';
import type { CourseScope } from './useCourseScope';

/**
 * Complex, then circle and semester. Each choice applies at once (there is nothing to search for); the circle and
 * semester wait for a complex, and the semester also for its list.
 */
export function ScopeSelectors({ scope }: { scope: CourseScope }) {
  const { values, update, schools, classes, semesters } = scope;
  const noSchool = values.school_id === undefined;

  return (
    <Flex vertical gap={12}>
      <LoadError query={schools} fallback={CLASS_COURSES_T.schoolsLoadFailed} />
      <LoadError query={classes} fallback={CLASS_COURSES_T.classesLoadFailed} />
      <LoadError query={semesters} fallback={CLASS_COURSES_T.semestersLoadFailed} />
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={CLASS_COURSES_T.school} htmlFor="class-courses-school">
              <Select
                id="class-courses-school"
                placeholder={CLASS_COURSES_T.chooseSchool}
                value={values.school_id}
                onChange={(school_id: number | undefined) => update({ school_id })}
                options={schools.data?.map((school) => ({ value: school.id, label: school.name }))}
                loading={schools.isPending}
                allowClear
                showSearch
                filterOption={filterByLabel}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={CLASS_COURSES_T.schoolClass} htmlFor="class-courses-class">
              <Select
                id="class-courses-class"
                placeholder={CLASS_COURSES_T.chooseClass}
                value={values.class_id}
                onChange={(class_id: number | undefined) => update({ class_id })}
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
            <Form.Item label={CLASS_COURSES_T.semester} htmlFor="class-courses-semester">
              <Select
                id="class-courses-semester"
                placeholder={CLASS_COURSES_T.chooseSemester}
                value={values.semester_id}
                onChange={(semester_id: number) => update({ semester_id })}
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
