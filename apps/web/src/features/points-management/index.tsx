import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsKeys, pointsQueries } from '../../api/points';
import { CircleSemesterPicker, useCircleSemester } from '../../shared/daily/CircleSemesterPicker';
import { QueryError } from '../../shared/list/QueryError';
import { PointsGrid } from './components/PointsGrid';
import { POINTS_MANAGEMENT_T } from './locale';
import { T } from '../../shared/locale';

/** /points-management (spec 03, points management): a circle, a semester of its complex, and the points grid. */
export default function PointsManagementPage() {
  const classes = useQuery(pointsQueries.classes());
  const picked = useCircleSemester(classes.data?.classes);
  const client = useQueryClient();
  const refreshing = useIsFetching({ queryKey: pointsKeys.all }) > 0;
  const { circle, semesters, semesterId } = picked;

  if (classes.isPending) return <Skeleton active />;
  if (classes.isError) return <QueryError error={classes.error} fallback={POINTS_MANAGEMENT_T.loadFailed} onRetry={() => void classes.refetch()} />;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{POINTS_MANAGEMENT_T.subtitle}</Typography.Text>
      <CircleSemesterPicker
        name="points-filters"
        circles={classes.data.classes}
        picked={picked}
        refreshing={refreshing}
        onRefresh={() => void client.invalidateQueries({ queryKey: pointsKeys.all })}
      />
      {classes.data.classes.length === 0 ? (
        <Card>
          <Empty description={POINTS_MANAGEMENT_T.noCircles} />
        </Card>
      ) : circle === undefined ? (
        <Card>
          <Empty description={POINTS_MANAGEMENT_T.chooseCircle} />
        </Card>
      ) : semesters.isSuccess && semesters.data.length === 0 ? (
        <Card>
          <Empty description={T.noSemestersOfCircle} />
        </Card>
      ) : semesterId === undefined ? null : (
        <PointsGrid classId={circle.id} semesterId={semesterId} />
      )}
    </Flex>
  );
}
