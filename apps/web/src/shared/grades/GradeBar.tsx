import { Progress } from 'antd';
import { gradeBarBand } from '#common';
import { BAND_COLOURS } from './bands';
import { oneDecimal } from './GradeMarks';

/**
 * A percentage as a bar coloured by libs/common's gradeBarBand (90 green, 75 yellow, 50 orange, else red). Apart from
 * GradeMarks, whose band dots the daily grids draw: antd's Progress is not on their way to the screen (issue 26).
 */
export function GradeBar({ percentage, label }: { percentage: number; label: string }) {
  return <Progress percent={percentage} strokeColor={BAND_COLOURS[gradeBarBand(percentage)]} format={() => `${oneDecimal(percentage)}%`} aria-label={label} />;
}
