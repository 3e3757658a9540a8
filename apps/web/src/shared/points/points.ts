import { LIMITS, pointsLabel } from '#common';
import { POINTS_T } from './locale';

/** 0 to 5 in halves (libs/common's LIMITS.points.value), each with its grade label, highest first for quick picking. */
export const POINTS_OPTIONS = (() => {
  const { min, max, step } = LIMITS.points.value;
  const values: number[] = [];
  for (let value = max; value >= min; value -= step) values.push(value);
  return values.map((value) => ({ value, label: POINTS_T.pointsOption(value, pointsLabel(value)) }));
})();
