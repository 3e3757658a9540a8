import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { attendanceQueries } from '../../api/attendance';
import { useViewer } from '../../session/viewer';
import { ChildAttendanceTable } from '../../shared/children/ChildDetails';
import { QueryError } from '../../shared/list/QueryError';
import { T } from '../../shared/locale';
import { MY_ATTENDANCE_T } from './locale';

/**
 * /my-attendance (issue 25): a student's own attendance, from GET /api/attendance/student/{id}, which answers a
 * student only their own marks: the share present and the days present and absent, then every mark, newest first
 * (the table a parent sees of a child, which keeps to a phone's width).
 */
export default function MyAttendancePage() {
  const { user } = useViewer();
  const records = useQuery({ ...attendanceQueries.student(user?.id ?? ''), enabled: user !== null });
  if (!user) return null;
  if (records.isError) return <QueryError error={records.error} fallback={MY_ATTENDANCE_T.loadFailed} onRetry={() => void records.refetch()} />;

  const marks = records.data?.attendance ?? [];
  const present = marks.filter((mark) => mark.is_present).length;
  const figures = [
    { key: 'rate', title: T.attendanceRate, value: records.data?.percentage ?? null, suffix: '%' },
    { key: 'present', title: MY_ATTENDANCE_T.presentDays, value: present },
    { key: 'absent', title: MY_ATTENDANCE_T.absentDays, value: marks.length - present },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{MY_ATTENDANCE_T.subtitle}</Typography.Text>
      <Row gutter={[12, 12]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={figure.key === 'rate' ? 24 : 12} md={8}>
            <Card size="small">
              <Statistic
                title={figure.title}
                loading={records.isPending}
                // No marks yet: no share to show, rather than a misleading 0%.
                value={figure.value ?? '—'}
                suffix={figure.value === null ? undefined : figure.suffix}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {MY_ATTENDANCE_T.marksTitle}
          </Typography.Title>
        }
      >
        {records.isPending ? <Skeleton active /> : <ChildAttendanceTable attendance={marks} />}
      </Card>
    </Flex>
  );
}
