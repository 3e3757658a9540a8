import type { ReactNode } from 'react';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { useIsFetching, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../list/QueryError';
import { Panel } from '../Panel';
import { T } from '../locale';
import { CircleSemesterPicker, useCircleSemester, type PickableCircle } from './CircleSemesterPicker';

/**
 * A daily screen of one circle's semester (attendance, points; spec 03): the circles the caller may read, the
 * pickers with refresh (which reads everything under `cacheKey` again), an empty state for each missing choice, and
 * then `children` for the chosen circle and semester.
 */
export function CirclePage({
  name,
  subtitle,
  circles,
  cacheKey,
  texts,
  children,
}: {
  name: string;
  subtitle: string;
  circles: UseQueryResult<{ classes: PickableCircle[] }>;
  cacheKey: QueryKey;
  texts: { noCircles: string; chooseCircle: string; loadFailed: string };
  children: (classId: number, semesterId: number) => ReactNode;
}) {
  const picked = useCircleSemester(circles.data?.classes);
  const client = useQueryClient();
  const refreshing = useIsFetching({ queryKey: cacheKey }) > 0;
  const { circle, semesters, semesterId } = picked;

  if (circles.isPending) return <Skeleton active />;
  if (circles.isError) return <QueryError error={circles.error} fallback={texts.loadFailed} onRetry={() => void circles.refetch()} />;

  const empty = (description: string) => (
    <Panel>
      <Empty description={description} />
    </Panel>
  );
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
      <CircleSemesterPicker
        name={name}
        circles={circles.data.classes}
        picked={picked}
        refreshing={refreshing}
        onRefresh={() => void client.invalidateQueries({ queryKey: cacheKey })}
      />
      {circles.data.classes.length === 0
        ? empty(texts.noCircles)
        : circle === undefined
          ? empty(texts.chooseCircle)
          : semesters.isSuccess && semesters.data.length === 0
            ? empty(T.noSemestersOfCircle)
            : semesterId === undefined
              ? null
              : children(circle.id, semesterId)}
    </Flex>
  );
}
