import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { BookOutlined, CalendarOutlined, CheckSquareOutlined, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LIMITS } from '#common';
import { attendanceQueries } from '../../../api/attendance';
import { gradingQueries } from '../../../api/grading';
import { pointsQueries } from '../../../api/points';
import { AverageGrade } from '../../../shared/grades/GradeMarks';
import { GRADES_T } from '../../../shared/grades/locale';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { QURAN_T } from '../../../shared/quran/locale';
import { DASHBOARD_T } from '../locale';
import styles from '../dashboard.module.css';

/**
 * A student's own figures (the dashboard's stats call has none for them): the weighted grade and pages memorised, the
 * share present and the points, each a link to the page that details it. They come from the calls those pages make
 * (the points with the same first page as /student-points), so opening one of them finds its data already loaded.
 */
export function OwnFigures({ studentId }: { studentId: string }) {
  const grades = useQuery(gradingQueries.studentGrades(studentId));
  const attendance = useQuery(attendanceQueries.student(studentId));
  const points = useQuery(pointsQueries.student(studentId, { page: 1, limit: LIMITS.points.page.default }));
  const failed = [grades, attendance, points].find((query) => query.isError);
  if (failed) {
    const retry = () => [grades, attendance, points].forEach((query) => void query.refetch());
    return <QueryError error={failed.error} fallback={DASHBOARD_T.statsLoadFailed} onRetry={retry} />;
  }

  const rate = attendance.data?.percentage ?? null;
  const figures: { key: string; to: string; title: string; icon: ReactNode; loading: boolean; value: ReactNode }[] = [
    {
      key: 'grade',
      to: '/my-grades',
      title: GRADES_T.weightedTotal,
      icon: <CheckSquareOutlined aria-hidden />,
      loading: grades.isPending,
      value: <AverageGrade value={grades.data?.averageGrade ?? null} />,
    },
    {
      key: 'pages',
      to: '/my-grades',
      title: QURAN_T.memorisedPages,
      icon: <BookOutlined aria-hidden />,
      loading: grades.isPending,
      value: grades.data?.completedPages,
    },
    {
      key: 'attendance',
      to: '/my-attendance',
      title: T.attendanceRate,
      icon: <CalendarOutlined aria-hidden />,
      loading: attendance.isPending,
      // No marks yet: a dash rather than a misleading 0%.
      value: rate === null ? '—' : `${rate}%`,
    },
    {
      key: 'points',
      to: '/student-points',
      title: T.totalPoints,
      icon: <StarOutlined aria-hidden />,
      loading: points.isPending,
      value: points.data ? `${points.data.summary.total_points} / ${points.data.summary.max_points}` : null,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col xs={12} lg={6} key={figure.key}>
          <Link to={figure.to}>
            <Card hoverable className={styles.stat}>
              <Statistic
                title={figure.title}
                loading={figure.loading}
                prefix={<span className={styles.statIcon}>{figure.icon}</span>}
                valueRender={() => <span className={styles.figureValue}>{figure.value}</span>}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
