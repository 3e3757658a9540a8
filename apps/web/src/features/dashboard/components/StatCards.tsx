import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { AppstoreOutlined, BankOutlined, ReadOutlined, SolutionOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStats } from '../../../api/dashboard';
import { QueryError } from '../../../shared/list/QueryError';
import { DASHBOARD_T } from '../locale';
import styles from '../dashboard.module.css';

interface StatCard {
  key: string;
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
}

/**
 * The cards of the figures the API answered (null: the role has no such card). Whose figures they are follows from
 * which came: complexes only for the platform's admin, teachers without complexes for a complex's staff, students and
 * circles alone for a teacher.
 */
export function statCards(stats: DashboardStats): StatCard[] {
  const platform = stats.schools !== null;
  const complex = !platform && stats.teachers !== null;
  const cards: (StatCard | null)[] = [
    stats.students === null
      ? null
      : {
          key: 'students',
          label: platform ? DASHBOARD_T.totalStudents : complex ? DASHBOARD_T.complexStudents : DASHBOARD_T.myStudents,
          value: stats.students,
          icon: <ReadOutlined aria-hidden />,
          color: '#1677ff',
        },
    stats.teachers === null
      ? null
      : {
          key: 'teachers',
          label: platform ? DASHBOARD_T.activeTeachers : DASHBOARD_T.complexTeachers,
          value: stats.teachers,
          icon: <SolutionOutlined aria-hidden />,
          color: '#15803d',
        },
    stats.classes === null
      ? null
      : {
          key: 'classes',
          label: platform ? DASHBOARD_T.totalClasses : complex ? DASHBOARD_T.complexClasses : DASHBOARD_T.classesITeach,
          value: stats.classes,
          icon: <AppstoreOutlined aria-hidden />,
          color: '#b45309',
        },
    stats.schools === null
      ? null
      : { key: 'schools', label: DASHBOARD_T.schoolsCount, value: stats.schools, icon: <BankOutlined aria-hidden />, color: '#7c3aed' },
    stats.children === null
      ? null
      : { key: 'children', label: DASHBOARD_T.myChildren, value: stats.children, icon: <UsergroupAddOutlined aria-hidden />, color: '#0f766e' },
  ];
  return cards.filter((card): card is StatCard => card !== null);
}

/** The role's stat cards: skeletons while loading, the server's sentence (else the spec's fallback) on failure. */
export function StatCards({ query }: { query: UseQueryResult<DashboardStats> }) {
  if (query.isPending) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col xs={12} lg={6} key={i}>
            <Card>
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (query.isError) return <QueryError error={query.error} fallback={DASHBOARD_T.statsLoadFailed} onRetry={() => void query.refetch()} />;
  const cards = statCards(query.data);
  if (cards.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col xs={12} lg={6} key={card.key}>
          <Card className={styles.stat}>
            <Statistic
              title={card.label}
              value={card.value}
              prefix={
                <span className={styles.statIcon} style={{ color: card.color }}>
                  {card.icon}
                </span>
              }
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
