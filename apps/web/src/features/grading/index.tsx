import { useEffect, useRef } from 'react';
import { Card, Col, Empty, Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { classQueries } from '../../api/classes';
import { CircleFilter, ComplexFilter, FilterBar, SemesterFilter } from '../../shared/list/FilterBar';
import { useComplexSemester } from '../../shared/list/useComplexSemester';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { T } from '../../shared/locale';
import { NARROW_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';
import { StudentDetail } from './components/StudentDetail';
import { StudentList } from './components/StudentList';
import { GRADING_T } from './locale';
import styles from './grading.module.css';

/** The complex, semester, circle and student, kept in the URL; each choice clears those below it. */
const FILTERS = {
  school_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'school_id' },
  class_id: { type: 'number', parent: 'semester_id' },
  student_id: { type: 'string', parent: 'class_id' },
} as const;

/**
 * /grading, the grades average viewer (spec 03 section 2): a complex's semester and circle, the circle's students with
 * a search and their total, and the chosen student's weighted total and per-course averages as coloured bars.
 */
export default function GradingPage() {
  const filters = useUrlFilters(FILTERS);
  const { schools, semesters } = useComplexSemester(filters);
  const { school_id: schoolId, semester_id: semesterId, class_id: classId, student_id: studentId } = filters.values;
  const circles = useQuery({
    ...classQueries.lookup({ school_id: schoolId, semester_id: semesterId }),
    enabled: schoolId !== undefined && semesterId !== undefined,
  });

  // A teacher with one circle in the semester has nothing to choose.
  const soleCircle = circles.isSuccess && circles.data.length === 1 ? circles.data[0].id : undefined;
  const { update } = filters;
  // On a narrow screen the detail is below the list: choosing a student brings it into view.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const detail = useRef<HTMLDivElement>(null);
  const select = (id: string) => {
    update({ student_id: id });
    if (narrow) requestAnimationFrame(() => detail.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  useEffect(() => {
    if (classId === undefined && soleCircle !== undefined) update({ class_id: soleCircle });
  }, [classId, soleCircle, update]);

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{GRADING_T.subtitle}</Typography.Text>
      <Card>
        <FilterBar filters={filters} name="grading-filters" compact>
          <Col xs={24} md={8}>
            <ComplexFilter schools={schools} placeholder={T.chooseComplex} allowClear={false} />
          </Col>
          <Col xs={24} md={8}>
            <SemesterFilter
              semesters={semesters}
              placeholder={schoolId === undefined ? GRADING_T.chooseComplexFirst : T.chooseSemester}
              disabled={schoolId === undefined}
            />
          </Col>
          <Col xs={24} md={8}>
            <CircleFilter
              circles={circles.data}
              loading={circles.isFetching}
              placeholder={semesterId === undefined ? GRADING_T.chooseSemesterFirst : T.chooseCircle}
              disabled={semesterId === undefined}
              notFoundContent={GRADING_T.noCircles}
            />
          </Col>
        </FilterBar>
      </Card>
      {classId === undefined || semesterId === undefined ? (
        <Card>
          <Empty description={circles.isSuccess && circles.data.length === 0 ? GRADING_T.noCircles : GRADING_T.chooseCircleHint} />
        </Card>
      ) : (
        <div className={styles.columns}>
          <StudentList classId={classId} semesterId={semesterId} selected={studentId} onSelect={select} />
          <div ref={detail} className={styles.detail}>
            {studentId === undefined ? (
              <Card>
                <Empty description={GRADING_T.chooseStudent} />
              </Card>
            ) : (
              <StudentDetail classId={classId} studentId={studentId} semesterId={semesterId} />
            )}
          </div>
        </div>
      )}
    </Flex>
  );
}
