import type { ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { formatGregorianDate, formatHijriDate } from '#common';
import { toApiDate } from '../dates';
import styles from './calendar.module.css';

/**
 * A date picker's `cellRender`: each day of the month panel shows its Umm al-Qura (Hijri) day under the Gregorian
 * one, so a day can be found by either calendar; the other panels (months, years) are drawn as antd draws them.
 */
export function dualDateCell(current: Dayjs | number | string, info: { type: string; originNode: ReactNode; prefixCls: string }): ReactNode {
  if (info.type !== 'date' || !dayjs.isDayjs(current)) return info.originNode;
  return (
    <div className={`${info.prefixCls}-cell-inner ${styles.dualCell}`}>
      <span>{formatGregorianDate(toApiDate(current), 'day')}</span>
      <span className={styles.hijriDay}>{formatHijriDate(toApiDate(current), 'day')}</span>
    </div>
  );
}
