import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { averageGradeBand, type BandColour } from '#common';
import { BAND_COLOURS } from './bands';
import { GRADES_T } from './locale';
import styles from './student-grades.module.css';

/** A mark out of 100 as the grading screens write it: one decimal (spec 03 section 9). */
export const oneDecimal = (value: number) => value.toFixed(1);

/**
 * An average out of 100 with the dot of its colour band (libs/common's averageGradeBand: 90 green, 80 blue,
 * 70 yellow, 60 orange, else red); the number stays in the text colour, so the band never carries it alone.
 */
export function AverageGrade({ value }: { value: number | null }) {
  if (value === null) return <Typography.Text type="secondary">{GRADES_T.notGraded}</Typography.Text>;
  return <BandMark band={averageGradeBand(value)}>{oneDecimal(value)}</BandMark>;
}

/** A value beside the dot of its colour band (libs/common's bands); the value itself carries the meaning. */
export function BandMark({ band, children }: { band: BandColour; children: ReactNode }) {
  return (
    <span className={styles.mark}>
      <span className={styles.dot} style={{ background: BAND_COLOURS[band] }} aria-hidden />
      {children}
    </span>
  );
}
