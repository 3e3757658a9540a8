import { useState } from 'react';
import { Card, Col, DatePicker, Empty, Flex, List, Rate, Row, Select, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { LIMITS, pointsLabel, pointsValueBand } from '#common';
import { pointsQueries, type PointsEntry, type StudentPointsParams } from '../../api/points';
import { semesterQueries } from '../../api/semesters';
import { useViewer } from '../../session/viewer';
import { toApiDate } from '../../shared/dates';
import { DualDate } from '../../shared/DualDate';
import { BandMark } from '../../shared/grades/GradeMarks';
import { QueryError } from '../../shared/list/QueryError';
import { PHONE_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';
import { T } from '../../shared/locale';
import { POINTS_T } from '../../shared/points/locale';
import { STUDENT_POINTS_T } from './locale';
import { ExceptionResult } from '../../shared/ExceptionResult';

/**
 * /student-points (spec 03, the student points page): a student's own behaviour points: the summary cards, semester and
 * date filters, and the table a page of 20 at a time (day, circle, teacher, points out of 5, label, notes).
 */
export default function StudentPointsPage() {
  const { user, role } = useViewer();
  if (role !== 'student' || !user) return <ExceptionResult status="403" title={STUDENT_POINTS_T.studentsOnly} />;
  return <OwnPoints studentId={user.id} schoolId={user.school_id ?? undefined} />;
}

function OwnPoints({ studentId, schoolId }: { studentId: string; schoolId: number | undefined }) {
  const [semesterId, setSemesterId] = useState<number>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });
  const params: StudentPointsParams = {
    page,
    limit: LIMITS.points.page.default,
    ...(semesterId === undefined ? {} : { semester_id: semesterId }),
    ...(range?.[0] ? { date_from: toApiDate(range[0]) } : {}),
    ...(range?.[1] ? { date_to: toApiDate(range[1]) } : {}),
  };
  const points = useQuery({ ...pointsQueries.student(studentId, params), placeholderData: (previous) => previous });
  const filtered = semesterId !== undefined || Boolean(range?.[0] || range?.[1]);

  const phone = useMediaQuery(PHONE_SCREEN);
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? STUDENT_POINTS_T.emptyFiltered : STUDENT_POINTS_T.empty} />;
  const pagination = {
    current: page,
    pageSize: LIMITS.points.page.default,
    total: points.data?.pagination.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: setPage,
  };

  if (points.isError) return <QueryError error={points.error} fallback={POINTS_T.loadFailed} onRetry={() => void points.refetch()} />;
  const summary = points.data?.summary;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{STUDENT_POINTS_T.subtitle}</Typography.Text>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={STUDENT_POINTS_T.totalPoints}
              value={summary?.total_points ?? 0}
              suffix={summary ? `/ ${summary.max_points}` : undefined}
              loading={points.isPending}
            />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title={STUDENT_POINTS_T.average} value={summary?.average_points ?? 0} loading={points.isPending} />
            {summary && summary.total_entries > 0 ? <Typography.Text type="secondary">{pointsLabel(summary.average_points)}</Typography.Text> : null}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={STUDENT_POINTS_T.entries} value={summary?.total_entries ?? 0} loading={points.isPending} />
          </Card>
        </Col>
      </Row>
      <Card>
        <Flex vertical gap={12}>
          <Flex gap={12} wrap>
            <Select
              aria-label={T.semester}
              style={{ minWidth: 200 }}
              value={semesterId}
              allowClear
              placeholder={STUDENT_POINTS_T.allSemesters}
              onChange={(value: number | undefined) => {
                setSemesterId(value);
                setPage(1);
              }}
              options={(semesters.data ?? []).map((semester) => ({ value: semester.id, label: semester.name }))}
            />
            <DatePicker.RangePicker
              aria-label={POINTS_T.period}
              value={range}
              allowEmpty={[true, true]}
              onChange={(value) => {
                setRange(value);
                setPage(1);
              }}
            />
          </Flex>
          {phone ? (
            // On a phone a card an entry: the day and the points first, then the circle, the teacher and the notes.
            <List<PointsEntry>
              loading={points.isFetching}
              dataSource={points.data?.points ?? []}
              locale={{ emptyText: empty }}
              pagination={pagination}
              renderItem={(entry) => (
                <List.Item key={entry.id}>
                  <Flex vertical gap={4} style={{ width: '100%' }}>
                    <Flex justify="space-between" align="center" gap={8} wrap>
                      <DualDate date={entry.points_date} />
                      <PointsLabel points={entry.points_given} />
                    </Flex>
                    <PointsStars points={entry.points_given} />
                    <Typography.Text type="secondary">
                      {entry.class_name} · {entry.teacher_name ?? '—'}
                    </Typography.Text>
                    {entry.notes ? <Typography.Text>{entry.notes}</Typography.Text> : null}
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            <Table<PointsEntry>
              rowKey="id"
              size="small"
              loading={points.isFetching}
              dataSource={points.data?.points ?? []}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: empty }}
              pagination={pagination}
              columns={COLUMNS}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/** The points as stars with their value out of 5. */
function PointsStars({ points }: { points: number }) {
  return (
    <Flex vertical>
      <Rate disabled allowHalf value={points} style={{ fontSize: 14 }} />
      <Typography.Text>{POINTS_T.pointsOutOfFive(points)}</Typography.Text>
    </Flex>
  );
}

/** The grade label of the points beside the dot of their band (white on the band's colour was too faint to read). */
function PointsLabel({ points }: { points: number }) {
  return <BandMark band={pointsValueBand(points)}>{pointsLabel(points)}</BandMark>;
}

const COLUMNS: TableColumnsType<PointsEntry> = [
  { title: T.date, key: 'date', render: (_, entry) => <DualDate date={entry.points_date} /> },
  { title: POINTS_T.points, key: 'points', render: (_, entry) => <PointsStars points={entry.points_given} /> },
  { title: POINTS_T.label, key: 'label', render: (_, entry) => <PointsLabel points={entry.points_given} /> },
  { title: T.circle, dataIndex: 'class_name', key: 'class' },
  { title: T.teacher, dataIndex: 'teacher_name', key: 'teacher', render: (name: string | null) => name ?? '—' },
  { title: T.notes, dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes ?? '—' },
];
