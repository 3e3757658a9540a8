import { useState } from 'react';
import { Card, Empty, Input, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { matchesSearchText } from '#common';
import { classQueries } from '../../../api/classes';
import { gradingQueries } from '../../../api/grading';
import { GRADES_T } from '../../../shared/grades/locale';
import { QueryError } from '../../../shared/list/QueryError';
import { fullName } from '../../../shared/user-name';
import { GRADING_T } from '../locale';
import styles from '../grading.module.css';

/**
 * The circle's students with their total and an Arabic-normalised search by name or national ID ("احمد" finds
 * "أحمد"); each shows how many grades it has this semester, and choosing one shows their detail.
 */
export function StudentList({
  classId,
  semesterId,
  selected,
  onSelect,
}: {
  classId: number;
  semesterId: number;
  selected: string | undefined;
  onSelect: (studentId: string) => void;
}) {
  const students = useQuery(classQueries.students(classId));
  const grades = useQuery(gradingQueries.classGrades(semesterId, classId));
  const [search, setSearch] = useState('');

  const counts = new Map<string, number>();
  for (const grade of grades.data?.grades ?? []) counts.set(grade.student_id, (counts.get(grade.student_id) ?? 0) + 1);
  const shown = (students.data ?? []).filter((student) => matchesSearchText([fullName(student), student.id], search));

  return (
    <Card
      title={GRADING_T.studentsTitle}
      extra={students.isSuccess ? <Typography.Text type="secondary">{GRADING_T.studentsTotal(students.data.length)}</Typography.Text> : null}
    >
      {students.isPending ? (
        <Skeleton active />
      ) : students.isError ? (
        <QueryError error={students.error} fallback={GRADING_T.loadFailed} onRetry={() => void students.refetch()} />
      ) : students.data.length === 0 ? (
        <Empty description={GRADING_T.noStudents} />
      ) : (
        <>
          <Input.Search
            className={styles.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={GRADING_T.searchStudent}
            aria-label={GRADING_T.searchStudent}
            allowClear
          />
          {shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={GRADING_T.noMatch} />
          ) : (
            <ul className={styles.students}>
              {shown.map((student) => (
                <li key={student.id}>
                  <button type="button" className={styles.studentButton} aria-pressed={student.id === selected} onClick={() => onSelect(student.id)}>
                    <span className={styles.studentName}>{fullName(student)}</span>
                    {grades.isSuccess ? <Typography.Text type="secondary">{GRADES_T.gradesCount(counts.get(student.id) ?? 0)}</Typography.Text> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
