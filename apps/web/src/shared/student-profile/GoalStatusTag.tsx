import { Tag, Typography } from 'antd';
import type { GoalStatus } from '#quran';
import { QURAN_T } from '../quran/locale';

const STATUS: Readonly<Record<GoalStatus, { colour: string; label: string }>> = {
  achieved: { colour: 'green', label: QURAN_T.goalAchieved },
  exceeded: { colour: 'blue', label: QURAN_T.goalExceeded },
  in_progress: { colour: 'gold', label: QURAN_T.goalInProgress },
};

/** Where a student stands against their goal (spec 03 section 4), in words on a tag; "no goal yet" without one. */
export function GoalStatusTag({ status }: { status: GoalStatus | null }) {
  if (!status) return <Typography.Text type="secondary">{QURAN_T.noTarget}</Typography.Text>;
  return <Tag color={STATUS[status].colour}>{STATUS[status].label}</Tag>;
}
