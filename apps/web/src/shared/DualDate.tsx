import { Typography } from 'antd';
import { formatDualDate } from '#common';

/**
 * One calendar day in Gregorian with its Hijri (Umm al-Qura) form beside it, as the spec shows every date; `stacked`
 * puts the Hijri under it, for a narrow column (a table's first one on a phone).
 */
export function DualDate({ date, stacked = false }: { date: string; stacked?: boolean }) {
  const { gregorian, hijri } = formatDualDate(date, 'long');
  if (stacked) {
    return (
      <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
        <span>{gregorian}</span>
        <Typography.Text type="secondary">{hijri}</Typography.Text>
      </span>
    );
  }
  return (
    <span>
      {gregorian} <Typography.Text type="secondary">({hijri})</Typography.Text>
    </span>
  );
}
