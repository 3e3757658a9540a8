import { Typography } from 'antd';
import { formatDualDate } from '#common';

/** One calendar day in Gregorian with its Hijri (Umm al-Qura) form beside it, as the spec shows every date. */
export function DualDate({ date }: { date: string }) {
  const { gregorian, hijri } = formatDualDate(date, 'long');
  return (
    <span>
      {gregorian} <Typography.Text type="secondary">({hijri})</Typography.Text>
    </span>
  );
}
