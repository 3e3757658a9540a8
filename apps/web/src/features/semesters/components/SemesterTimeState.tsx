import { Progress, Tag, Typography } from 'antd';
import { calendarToday, semesterTimeState, type SemesterTimeState as TimeState } from '#common';
import type { Semester } from '../../../api/semesters';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';

const STATES: Record<TimeState['state'], { color: string; label: string; sentence: (days: number) => string }> = {
  upcoming: { color: 'blue', label: SEMESTERS_T.upcoming, sentence: SEMESTERS_T.startsIn },
  current: { color: 'green', label: SEMESTERS_T.current, sentence: SEMESTERS_T.daysRemaining },
  ended: { color: 'default', label: SEMESTERS_T.ended, sentence: SEMESTERS_T.endedAgo },
};

/**
 * Where today (in the complexes' time zone) falls in the semester: upcoming, current with its progress and the
 * working days left, or ended.
 */
export function SemesterTimeState({ semester }: { semester: Semester }) {
  const time = semesterTimeState(semester, calendarToday());
  const { color, label, sentence } = STATES[time.state];
  return (
    <div className={styles.timeState}>
      <div className={styles.timeLine}>
        <Tag color={color}>{label}</Tag>
        <Typography.Text strong>{sentence(time.days)}</Typography.Text>
      </div>
      {time.state === 'current' ? (
        <>
          <Progress percent={time.progress} size="small" aria-label={SEMESTERS_T.progressLabel} />
          <Typography.Text type="secondary">
            {SEMESTERS_T.remainingWorkingDays}: {time.remainingWorkingDays}
          </Typography.Text>
        </>
      ) : null}
    </div>
  );
}
