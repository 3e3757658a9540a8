import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { gradingQueries, type CourseGrades, type Grade } from '../../api/grading';
import { useViewer } from '../../session/viewer';
import { DualDate } from '../../shared/DualDate';
import { rangeLabel } from '../../shared/grades/grade';
import { AverageGrade } from '../../shared/grades/GradeMarks';
import { GRADES_T } from '../../shared/grades/locale';
import { QueryError } from '../../shared/list/QueryError';
import { QURAN_T } from '../../shared/quran/locale';
import { MY_GRADES_T } from './locale';
// The look of a course and its grades as the grades dialog of staff shows them, without its buttons.
import styles from '../../shared/grades/student-grades.module.css';

/**
 * /my-grades (spec 03 names it in the menu; issue 25 gives it a page): a student's own grades, from the call every
 * grade screen reads (GET /api/grades/student/{id}, which answers a student only their own): the weighted total and
 * the pages memorised, then each course with its weight, average and latest grades. A list rather than a
 * table, so that nothing runs off a phone's screen.
 */
export default function MyGradesPage() {
  const { user } = useViewer();
  const grades = useQuery({ ...gradingQueries.studentGrades(user?.id ?? ''), enabled: user !== null });
  if (!user) return null;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{MY_GRADES_T.subtitle}</Typography.Text>
      {grades.isError ? (
        <QueryError error={grades.error} fallback={MY_GRADES_T.loadFailed} onRetry={() => void grades.refetch()} />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            <Col xs={12} md={8}>
              <Card size="small">
                <Statistic
                  title={GRADES_T.weightedTotal}
                  loading={grades.isPending}
                  valueRender={() => (grades.data ? <AverageGrade value={grades.data.averageGrade} /> : null)}
                />
              </Card>
            </Col>
            <Col xs={12} md={8}>
              <Card size="small">
                <Statistic title={QURAN_T.memorisedPages} value={grades.data?.completedPages ?? 0} loading={grades.isPending} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card size="small">
                <Statistic
                  title={MY_GRADES_T.gradesTitle}
                  loading={grades.isPending}
                  valueRender={() => (grades.data ? GRADES_T.gradesCount(grades.data.grades.length) : null)}
                />
              </Card>
            </Col>
          </Row>
          {grades.isPending ? (
            <Card>
              <Skeleton active />
            </Card>
          ) : grades.data.courseGrades.length === 0 ? (
            <Card>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MY_GRADES_T.empty} />
            </Card>
          ) : (
            <Card>
              <Flex vertical gap={12}>
                {grades.data.courseGrades.map((course) => (
                  <CourseGradesBlock key={course.course_id} course={course} />
                ))}
              </Flex>
            </Card>
          )}
        </>
      )}
    </Flex>
  );
}

/** How many of a course's grades show before "show all": the latest ones. */
const LATEST = 3;

/** One course: its name, weight and average, then its latest grades (all of them when asked). */
function CourseGradesBlock({ course }: { course: CourseGrades }) {
  const [all, setAll] = useState(false);
  const id = `course-${course.course_id}`;
  const shown = all ? course.grades : course.grades.slice(0, LATEST);
  return (
    <section className={styles.course} aria-labelledby={id}>
      <div className={styles.courseFacts}>
        <Typography.Title level={2} id={id} style={{ fontSize: 16, margin: 0 }}>
          {course.course_name}
        </Typography.Title>
        <Typography.Text type="secondary">{GRADES_T.courseWeight(course.percentage)}</Typography.Text>
        <span>
          <Typography.Text type="secondary">{GRADES_T.courseAverage}: </Typography.Text>
          <AverageGrade value={course.average} />
        </span>
      </div>
      {course.grades.length === 0 ? (
        <Typography.Paragraph type="secondary" className={styles.noGrades}>
          {GRADES_T.noGradesYet}
        </Typography.Paragraph>
      ) : (
        <ul className={styles.grades}>
          {shown.map((grade) => (
            <GradeItem key={grade.id} grade={grade} />
          ))}
        </ul>
      )}
      {course.grades.length > LATEST ? (
        <Button type="link" size="small" className={styles.more} onClick={() => setAll(!all)}>
          {all ? GRADES_T.showLatestGrades : GRADES_T.showAllGrades(course.grades.length)}
        </Button>
      ) : null}
    </section>
  );
}

/** A grade: its value out of its maximum, its day in both calendars, its range and the teacher's notes. */
function GradeItem({ grade }: { grade: Grade }) {
  const range = rangeLabel(grade);
  return (
    <li className={styles.grade}>
      <span className={styles.gradeValue}>{GRADES_T.gradeOutOf(grade.grade_value, grade.max_grade)}</span>
      <span className={styles.gradeText}>
        <DualDate date={grade.grade_date.slice(0, 10)} />
        {range ? <span>{range}</span> : null}
        {grade.notes ? <Typography.Text type="secondary">{grade.notes}</Typography.Text> : null}
      </span>
    </li>
  );
}
