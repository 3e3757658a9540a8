import { Card, Col, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { gradingQueries } from '../../api/grading';
import { ComplexFilter, FilterBar, SemesterFilter } from '../../shared/list/FilterBar';
import { QueryError } from '../../shared/list/QueryError';
import { useComplexSemester } from '../../shared/list/useComplexSemester';
import { useUrlFilters, type UrlFilters } from '../../shared/list/useUrlFilters';
import { T } from '../../shared/locale';
import { CircleStudentsTable } from './components/CircleStudentsTable';
import { COMPREHENSIVE_T } from './locale';

/** The complex, its semester and the circle's tab, kept in the URL; a new complex clears the semester, a new semester the circle. */
const FILTERS = {
  school_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'school_id' },
  class_id: { type: 'number', parent: 'semester_id' },
} as const;

type Filters = UrlFilters<typeof FILTERS>;

/**
 * /comprehensive-grading (spec 03 section 2): a complex's semester, a tab for each circle with its student count, and
 * in each a table of the students' averages, attendance and points, each with their grades in a modal.
 */
export default function ComprehensiveGradingPage() {
  const filters = useUrlFilters(FILTERS);
  const { schools, semesters } = useComplexSemester(filters);
  const { school_id: schoolId, semester_id: semesterId } = filters.values;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{COMPREHENSIVE_T.subtitle}</Typography.Text>
      <Card>
        <FilterBar filters={filters} name="comprehensive-grading-filters" compact>
          <Col xs={24} md={12}>
            <ComplexFilter schools={schools} placeholder={T.chooseComplex} allowClear={false} />
          </Col>
          <Col xs={24} md={12}>
            <SemesterFilter semesters={semesters} placeholder={T.chooseSemester} disabled={schoolId === undefined} />
          </Col>
        </FilterBar>
      </Card>
      {schoolId === undefined ? (
        schools.isPending ? null : (
          <Card>
            <Empty description={COMPREHENSIVE_T.chooseComplex} />
          </Card>
        )
      ) : semesters.isSuccess && semesters.data.length === 0 ? (
        <Card>
          <Empty description={COMPREHENSIVE_T.noSemesters} />
        </Card>
      ) : semesterId === undefined ? null : (
        <SemesterCircles filters={filters} schoolId={schoolId} semesterId={semesterId} />
      )}
    </Flex>
  );
}

/** The semester's circles as tabs, the one in the URL open (else the first). */
function SemesterCircles({ filters, schoolId, semesterId }: { filters: Filters; schoolId: number; semesterId: number }) {
  const grading = useQuery(gradingQueries.school(schoolId, semesterId));

  if (grading.isPending) return <Skeleton active />;
  if (grading.isError) return <QueryError error={grading.error} fallback={T.loadInitialFailed} onRetry={() => void grading.refetch()} />;
  const circles = grading.data.classes;
  if (circles.length === 0) {
    return (
      <Card>
        <Empty description={COMPREHENSIVE_T.noCircles} />
      </Card>
    );
  }
  const active = circles.find((circle) => circle.id === filters.values.class_id) ?? circles[0];
  return (
    <Card>
      <Tabs
        activeKey={String(active.id)}
        destroyOnHidden
        onChange={(key) => filters.update({ class_id: Number(key) })}
        items={circles.map((circle) => ({
          key: String(circle.id),
          label: COMPREHENSIVE_T.circleTab(circle.name, circle.student_count),
          children: <CircleStudentsTable circle={circle} semesterId={semesterId} />,
        }))}
      />
    </Card>
  );
}
