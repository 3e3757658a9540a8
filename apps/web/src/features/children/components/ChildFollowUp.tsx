import { useState, type ReactNode } from 'react';
import { Card, Col, Empty, Flex, Row, Select, Skeleton, Statistic, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { attendanceQueries } from '../../../api/attendance';
import { parentStudentQueries, type ChildOverview } from '../../../api/parent-students';
import { pointsQueries, type PointsEntry } from '../../../api/points';
import { ChildAttendanceTable, ChildGradesTable, ChildProfile } from '../../../shared/children/ChildDetails';
import type { Child } from '../../../shared/children/ChildCard';
import { CHILD_DETAIL_T } from '../../../shared/children/locale';
import { DualDate } from '../../../shared/DualDate';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { POINTS_T } from '../../../shared/points/locale';
import { QURAN_T } from '../../../shared/quran/locale';
import { PROFILE_T } from '../../../shared/student-profile/locale';
import { PHONE_SCREEN, useMediaQuery } from '../../../shared/useMediaQuery';
import { fullName } from '../../../shared/user-name';
import { CHILDREN_T } from '../locale';
import styles from '../children.module.css';
import { POINTS_ENTRY_COLUMNS } from '../../../shared/points/pointsColumns';

type Goal = ChildOverview['goals'][number];
type HistoryEntry = ChildOverview['history'][number];

/**
 * The follow-up of one linked child on /children (spec 03, parent pages): a picker when there are several, the
 * statistics cards, and the tabs profile, grades, points, attendance, goals and history. Each tab asks for its data
 * when first opened; the statistics, goals and history come in one call.
 */
export function ChildFollowUp({ linked }: { linked: Child[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = linked.find((child) => child.student_id === chosen) ?? linked[0];
  if (!current) return null;
  return (
    <section aria-labelledby="child-follow-up">
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Typography.Title level={2} id="child-follow-up" style={{ fontSize: 20, margin: 0 }}>
            {CHILDREN_T.followUpTitle}
          </Typography.Title>
          {linked.length > 1 ? (
            <Select
              aria-label={CHILDREN_T.chooseChild}
              value={current.student_id}
              onChange={setChosen}
              style={{ minWidth: 240, maxWidth: '100%' }}
              options={linked.map((child) => ({ value: child.student_id, label: fullName(child) }))}
            />
          ) : (
            <Typography.Text strong>{fullName(current)}</Typography.Text>
          )}
        </Flex>
        <FollowUp key={current.student_id} studentId={current.student_id} />
      </Flex>
    </section>
  );
}

function FollowUp({ studentId }: { studentId: string }) {
  const overview = useQuery(parentStudentQueries.overview(studentId));
  return (
    <>
      <Stats overview={overview} />
      <Card size="small">
        <Tabs
          className={styles.tabs}
          items={[
            { key: 'profile', label: CHILDREN_T.tabProfile, children: <Detail studentId={studentId} part="profile" /> },
            { key: 'grades', label: T.grades, children: <Detail studentId={studentId} part="grades" /> },
            { key: 'points', label: POINTS_T.points, children: <PointsTab studentId={studentId} /> },
            { key: 'attendance', label: CHILDREN_T.tabAttendance, children: <AttendanceTab studentId={studentId} /> },
            { key: 'goals', label: CHILDREN_T.tabGoals, children: <OverviewPart overview={overview} render={(data) => <Goals goals={data.goals} />} /> },
            {
              key: 'history',
              label: CHILDREN_T.tabHistory,
              children: <OverviewPart overview={overview} render={(data) => <History history={data.history} />} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

type OverviewQuery = ReturnType<typeof useQuery<ChildOverview>>;

/** Total points, average grade, attendance percentage and pages memorised. */
function Stats({ overview }: { overview: OverviewQuery }) {
  if (overview.isError) return <QueryError error={overview.error} fallback={CHILD_DETAIL_T.studentDataFailed} onRetry={() => void overview.refetch()} />;
  const stats = overview.data?.stats;
  const loading = overview.isPending;
  const cards: { key: string; title: string; value: number | null | undefined; percent?: boolean }[] = [
    { key: 'points', title: T.totalPoints, value: stats?.totalPoints },
    { key: 'average', title: PROFILE_T.averageGrade, value: stats?.averageGrade, percent: true },
    { key: 'attendance', title: T.attendanceRate, value: stats?.attendancePercentage, percent: true },
    { key: 'pages', title: QURAN_T.memorisedPages, value: stats?.completedPages },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" className={styles.stat}>
            {loading ? (
              // The title at once and a bar where the value comes, of the value's height (children.module.css).
              <Statistic title={card.title} value="" loading />
            ) : card.value === null || card.value === undefined ? (
              <Statistic title={card.title} value={CHILDREN_T.noValue} valueStyle={{ fontSize: 16 }} />
            ) : (
              // The sign inside the value, which antd keeps left to right: as a suffix, a right-to-left line put it before the number.
              <Statistic title={card.title} value={card.percent ? `${card.value}%` : card.value} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function OverviewPart({ overview, render }: { overview: OverviewQuery; render: (data: ChildOverview) => ReactNode }) {
  if (overview.isPending) return <Skeleton active />;
  if (overview.isError) return <QueryError error={overview.error} fallback={CHILD_DETAIL_T.studentDataFailed} onRetry={() => void overview.refetch()} />;
  return <>{render(overview.data)}</>;
}

/** The profile and grades tabs: one call for both. */
function Detail({ studentId, part }: { studentId: string; part: 'profile' | 'grades' }) {
  const detail = useQuery(parentStudentQueries.student(studentId));
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <QueryError error={detail.error} fallback={CHILD_DETAIL_T.studentDataFailed} onRetry={() => void detail.refetch()} />;
  return part === 'profile' ? <ChildProfile student={detail.data.student} /> : <ChildGradesTable grades={detail.data.grades} />;
}

/** On a phone: the day with the notes under it, and the points; the circle and teacher would push them off screen. */
const PHONE_POINTS_COLUMNS: TableColumnsType<PointsEntry> = [
  {
    title: T.date,
    key: 'date',
    render: (_, entry) => (
      <Flex vertical>
        <DualDate date={entry.points_date} />
        {entry.notes ? <Typography.Text type="secondary">{entry.notes}</Typography.Text> : null}
      </Flex>
    ),
  },
  ...POINTS_ENTRY_COLUMNS.filter((column) => column.key === 'points'),
];

/** The child's points entries (GET /api/points/student/{id}), with their total. */
function PointsTab({ studentId }: { studentId: string }) {
  const phone = useMediaQuery(PHONE_SCREEN);
  const points = useQuery(pointsQueries.student(studentId));
  if (points.isPending) return <Skeleton active />;
  if (points.isError) return <QueryError error={points.error} fallback={CHILD_DETAIL_T.studentDataFailed} onRetry={() => void points.refetch()} />;
  if (points.data.points.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CHILDREN_T.noPoints} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        {T.totalPoints}: {points.data.summary.total_points} / {points.data.summary.max_points}
      </Typography.Text>
      <Table<PointsEntry>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={points.data.points}
        scroll={phone ? undefined : { x: 'max-content' }}
        columns={phone ? PHONE_POINTS_COLUMNS : POINTS_ENTRY_COLUMNS}
      />
    </Flex>
  );
}

/** The child's attendance (GET /api/attendance/student/{id}), with the share present. */
function AttendanceTab({ studentId }: { studentId: string }) {
  const records = useQuery(attendanceQueries.student(studentId));
  if (records.isPending) return <Skeleton active />;
  if (records.isError) return <QueryError error={records.error} fallback={CHILD_DETAIL_T.studentDataFailed} onRetry={() => void records.refetch()} />;
  return (
    <Flex vertical gap={8}>
      {records.data.percentage === null ? null : (
        <Typography.Text>
          {T.attendanceRate}: {records.data.percentage}%
        </Typography.Text>
      )}
      <ChildAttendanceTable attendance={records.data.attendance} />
    </Flex>
  );
}

function Goals({ goals }: { goals: Goal[] }) {
  if (goals.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CHILDREN_T.noGoals} />;
  return (
    <Table<Goal>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={goals}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: CHILDREN_T.goalTitle, key: 'title', render: (_, goal) => goal.title ?? T.notSet },
        { title: T.description, key: 'description', render: (_, goal) => goal.description ?? '—' },
        { title: CHILDREN_T.goalTarget, key: 'target', render: (_, goal) => CHILDREN_T.goalTargetOf(goal.target_surah_name, goal.target_ayah_number) },
        {
          title: T.status,
          key: 'completed',
          render: (_, goal) => <Tag color={goal.completed ? 'success' : 'processing'}>{goal.completed ? CHILDREN_T.goalDone : QURAN_T.goalInProgress}</Tag>,
        },
        { title: CHILDREN_T.targetDate, key: 'target_date', render: (_, goal) => (goal.target_date ? <DualDate date={goal.target_date} /> : T.notSet) },
      ]}
    />
  );
}

const ACTIONS: Record<HistoryEntry['action'], { label: string; color: string }> = {
  insert: { label: T.add, color: 'success' },
  update: { label: T.edit, color: 'processing' },
  delete: { label: T.delete, color: 'error' },
};

/** The Saudi calendar day of an instant, YYYY-MM-DD, and its time of day. */
const SAUDI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' });
const SAUDI_TIME = new Intl.DateTimeFormat('ar-SA-u-nu-latn', { timeZone: 'Asia/Riyadh', hour: 'numeric', minute: '2-digit' });

function History({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CHILDREN_T.noHistory} />;
  return (
    <Table<HistoryEntry>
      rowKey={(entry) => `${entry.at}-${entry.entity}-${entry.action}-${entry.summary}`}
      size="small"
      pagination={false}
      dataSource={history}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: CHILDREN_T.historyAt,
          key: 'at',
          render: (_, entry) => (
            <Flex vertical>
              <DualDate date={SAUDI_DAY.format(new Date(entry.at))} />
              <Typography.Text type="secondary">{SAUDI_TIME.format(new Date(entry.at))}</Typography.Text>
            </Flex>
          ),
        },
        { title: CHILDREN_T.historyAction, key: 'action', render: (_, entry) => <Tag color={ACTIONS[entry.action].color}>{ACTIONS[entry.action].label}</Tag> },
        { title: CHILDREN_T.historyWhat, key: 'entity', render: (_, entry) => CHILDREN_T.entities[entry.entity] ?? entry.entity },
        { title: T.details, key: 'summary', dataIndex: 'summary' },
      ]}
    />
  );
}
