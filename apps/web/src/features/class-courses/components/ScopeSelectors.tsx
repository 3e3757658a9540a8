import { Col, Flex } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleFilter, ComplexFilter, FilterBar, SemesterFilter } from '../../../shared/list/FilterBar';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { CLASS_COURSES_T } from '../locale';
import type { CourseScope } from './useCourseScope';

/**
 * Complex, then circle and semester. A choice applies at once (there is nothing to search for) and goes to the URL,
 * which clears the circle and semester when the complex changes; the circle and semester wait for a complex, and the
 * semester also for its list.
 */
export function ScopeSelectors({ scope }: { scope: CourseScope }) {
  const { filters, values, schools, classes, semesters } = scope;
  const noSchool = values.school_id === undefined;

  return (
    <Flex vertical gap={12}>
      <LoadError query={schools} fallback={CLASS_COURSES_T.schoolsLoadFailed} />
      <LoadError query={classes} fallback={T.classesLoadFailed} />
      <LoadError query={semesters} fallback={CLASS_COURSES_T.semestersLoadFailed} />
      <FilterBar filters={filters} name="class-courses-scope" compact>
        <Col xs={24} md={8}>
          <ComplexFilter schools={schools} placeholder={T.chooseComplex} />
        </Col>
        <Col xs={24} md={8}>
          <CircleFilter circles={classes.data} loading={classes.isLoading} placeholder={T.chooseCircle} disabled={noSchool} allowClear />
        </Col>
        <Col xs={24} md={8}>
          <SemesterFilter semesters={semesters} placeholder={T.chooseSemester} disabled={noSchool || semesters.isPending} />
        </Col>
      </FilterBar>
    </Flex>
  );
}

/** A list behind a select that failed to load: the server's sentence (else the fallback) and a retry. */
function LoadError({ query, fallback }: { query: UseQueryResult<unknown>; fallback: string }) {
  return query.isError ? <QueryError error={query.error} fallback={fallback} onRetry={() => void query.refetch()} /> : null;
}
