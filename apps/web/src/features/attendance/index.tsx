import { useQuery } from '@tanstack/react-query';
import { attendanceKeys, attendanceQueries } from '../../api/attendance';
import { CirclePage } from '../../shared/daily/CirclePage';
import { T } from '../../shared/locale';
import { AttendanceGrid } from './components/AttendanceGrid';
import { ATTENDANCE_T } from './locale';

/**
 * /attendance (spec 03, the attendance screen): a circle the caller may read, a semester of its complex, refresh,
 * and the grid of students by working days.
 */
export default function AttendancePage() {
  const classes = useQuery(attendanceQueries.classes());
  return (
    <CirclePage
      name="attendance-filters"
      subtitle={ATTENDANCE_T.subtitle}
      circles={classes}
      cacheKey={attendanceKeys.all}
      texts={{ noCircles: ATTENDANCE_T.noCircles, chooseCircle: ATTENDANCE_T.chooseCircleFirst, loadFailed: T.loadInitialFailed }}
    >
      {(classId, semesterId) => (
        // Marks go to the circle's own semester only (the API refuses another); an older one is shown read-only.
        <AttendanceGrid classId={classId} semesterId={semesterId} editable={classes.data?.classes.find((c) => c.id === classId)?.semester_id === semesterId} />
      )}
    </CirclePage>
  );
}
