import { Card, Empty, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDualDate } from '#common';
import { classQueries } from '../../../api/classes';
import { gradingQueries, type CourseGrades } from '../../../api/grading';
import { rangeLabel } from '../../../shared/grades/grade';
import { GradeBar } from '../../../shared/grades/GradeBar';
import { AverageGrade } from '../../../shared/grades/GradeMarks';
import { GRADES_T } from '../../../shared/grades/locale';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { QURAN_T } from '../../../shared/quran/locale';
import { fullName } from '../../../shared/user-name';
import { GRADING_T } from '../locale';
import styles from '../grading.module.css';

/**
 * The chosen student's semester: the weighted total with its colour band, the grades given and the pages memorised,
 * then each course's average as a bar coloured by its band (spec 03 section 9) above the course's grades.
 */
export function StudentDetail({ classId, studentId, semesterId }: { classId: number; studentId: string; semesterId: number }) {
  const detail = useQuery(gradingQueries.studentGrades(studentId, semesterId));
  // The circle's students are already loaded for the list; the name comes from there.
  const students = useQuery(classQueries.students(classId));
  const student = students.data?.find((candidate) => candidate.id === studentId);
  const name = student ? fullName(student) : studentId;

  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if (detail.isError) return <QueryError error={detail.error} fallback={T.studentLoadFailed} onRetry={() => void detail.refetch()} />;
  const { courseGrades, grades, averageGrade, completedPages } = detail.data;

  return (
    <Card title={GRADING_T.detailTitle(name)}>
      <div className={styles.facts} role="status">
        <span>
          <Typography.Text type="secondary">{GRADES_T.weightedTotal}: </Typography.Text>
          <AverageGrade value={averageGrade} />
        </span>
        <Typography.Text type="secondary">{GRADES_T.gradesCount(grades.length)}</Typography.Text>
        <span>
          <Typography.Text type="secondary">{QURAN_T.memorisedPages}: </Typography.Text>
          {completedPages}
        </span>
      </div>
      {courseGrades.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={GRADING_T.noGradesInSemester} />
      ) : (
        courseGrades.map((course) => <CourseDetail key={course.course_id} course={course} />)
      )}
    </Card>
  );
}

/** One course: its name and weight, its average as a bar, and its grades newest first. */
function CourseDetail({ course }: { course: CourseGrades }) {
  return (
    <section className={styles.course} aria-label={course.course_name}>
      <div className={styles.courseHead}>
        <Typography.Text strong>{course.course_name}</Typography.Text>
        <Typography.Text type="secondary">
          {GRADES_T.courseWeight(course.percentage)}
          {T.listSeparator}
          {GRADES_T.gradesCount(course.grades.length)}
        </Typography.Text>
      </div>
      {course.average === null ? (
        <Typography.Text type="secondary">{GRADES_T.notGraded}</Typography.Text>
      ) : (
        <GradeBar percentage={course.average} label={GRADING_T.courseBar(course.course_name)} />
      )}
      <ul className={styles.grades}>
        {course.grades.map((grade) => {
          const day = formatDualDate(grade.grade_date.slice(0, 10), 'long');
          const range = rangeLabel(grade);
          return (
            <li key={grade.id}>
              <span className={styles.gradeValue}>{GRADES_T.gradeOutOf(grade.grade_value, grade.max_grade)}</span>
              <span>
                {day.gregorian} <Typography.Text type="secondary">({day.hijri})</Typography.Text>
              </span>
              {range ? <Typography.Text type="secondary">{range}</Typography.Text> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
