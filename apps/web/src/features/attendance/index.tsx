import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys, attendanceQueries } from '../../api/attendance';
import { CircleSemesterPicker, useCircleSemester } from '../../shared/daily/CircleSemesterPicker';
import { QueryError } from '../../shared/list/QueryError';
import { AttendanceGrid } from './components/AttendanceGrid';
import { ATTENDANCE_T } from './locale';
import { T } from '../../shared/locale';

/**
 * /attendance (spec 03, the attendance screen): a circle the caller may read, a semester of its complex, refresh,
 * and the grid of students by working days.
 */
export default function AttendancePage() {
  const classes = useQuery(attendanceQueries.classes());
  const picked = useCircleSemester(classes.data?.classes);
  const client = useQueryClient();
  const refreshing = useIsFetching({ queryKey: attendanceKeys.all }) > 0;
  const { circle, semesters, semesterId } = picked;

  if (classes.isPending) return <Skeleton active />;
  if (classes.isError) return <QueryError error={classes.error} fallback={T.loadInitialFailed} onRetry={() => void classes.refetch()} />;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{ATTENDANCE_T.subtitle}</Typography.Text>
      <CircleSemesterPicker
        name="attendance-filters"
        circles={classes.data.classes}
        picked={picked}
        refreshing={refreshing}
        onRefresh={() => void client.invalidateQueries({ queryKey: attendanceKeys.all })}
      />
      {classes.data.classes.length === 0 ? (
        <Card>
          <Empty description={ATTENDANCE_T.noCircles} />
        </Card>
      ) : circle === undefined ? (
        <Card>
          <Empty description={ATTENDANCE_T.chooseCircleFirst} />
        </Card>
      ) : semesters.isSuccess && semesters.data.length === 0 ? (
        <Card>
          <Empty description={T.noSemestersOfCircle} />
        </Card>
      ) : semesterId === undefined ? null : (
        <AttendanceGrid classId={circle.id} semesterId={semesterId} />
      )}
    </Flex>
  );
}
