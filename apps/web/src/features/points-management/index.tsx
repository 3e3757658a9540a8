import { useQuery } from '@tanstack/react-query';
import { pointsKeys, pointsQueries } from '../../api/points';
import { CirclePage } from '../../shared/daily/CirclePage';
import { PointsGrid } from './components/PointsGrid';
import { POINTS_MANAGEMENT_T } from './locale';

/** /points-management (spec 03, points management): a circle, a semester of its complex, and the points grid. */
export default function PointsManagementPage() {
  const classes = useQuery(pointsQueries.classes());
  return (
    <CirclePage
      name="points-filters"
      subtitle={POINTS_MANAGEMENT_T.subtitle}
      circles={classes}
      cacheKey={pointsKeys.all}
      texts={{ noCircles: POINTS_MANAGEMENT_T.noCircles, chooseCircle: POINTS_MANAGEMENT_T.chooseCircle, loadFailed: POINTS_MANAGEMENT_T.loadFailed }}
    >
      {(classId, semesterId) => <PointsGrid classId={classId} semesterId={semesterId} />}
    </CirclePage>
  );
}
