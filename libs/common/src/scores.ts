import { LIMITS } from './limits.js';
import { clamp, roundTo } from './numbers.js';

/** Kinds of grade (spec 03 section 3); the profile dialog's course buttons record `memorization`. */
export const GRADE_TYPES = ['memorization', 'regular', 'recitation', 'behavior'] as const;
/** One kind of grade. */
export type GradeType = (typeof GRADE_TYPES)[number];

/** Default `max_grade` of a grade (spec 03 section 5). */
export const DEFAULT_MAX_GRADE = 100;

/** One grade as the API sends it; only the fields the totals need. */
export interface GradeScore {
  grade_value: number;
  /** Missing, null or not positive means {@link DEFAULT_MAX_GRADE}. */
  max_grade?: number | null;
}

/** A course with its weight (`percentage`, 0..100) and the student's grades in it. */
export interface WeightedCourseGrades {
  percentage: number;
  grades: readonly GradeScore[];
}

/**
 * One grade as a percentage of its maximum, unrounded, limited to 0..100 so that a value typed above the maximum
 * (the form ignores those, an old row may not) cannot lift a total above 100. Null when `grade_value` is not a number.
 */
export function gradePercentage(grade: GradeScore): number | null {
  if (typeof grade.grade_value !== 'number' || !Number.isFinite(grade.grade_value)) return null;
  const max = typeof grade.max_grade === 'number' && grade.max_grade > 0 ? grade.max_grade : DEFAULT_MAX_GRADE;
  return clamp((grade.grade_value / max) * 100, 0, 100);
}

/** Mean of the grades' percentages ({@link gradePercentage}), unrounded; null when the course has no usable grade. */
export function courseAverage(grades: readonly GradeScore[]): number | null {
  const percentages = grades.map(gradePercentage).filter((value): value is number => value !== null);
  if (percentages.length === 0) return null;
  return percentages.reduce((sum, value) => sum + value, 0) / percentages.length;
}

/**
 * The student's weighted total out of 100 (spec 03 section 9), rounded to one decimal.
 *
 * Rule: for each course that has at least one grade, take the mean of grade / max x 100; weight each such mean by
 * the course's `percentage`; divide by the sum of the weights of those graded courses only. A course without grades
 * is left out rather than counted as zero, so early in a semester the total reflects the work graded so far.
 * When every graded course weighs 0 the plain mean of the course means is used. Null when no course has a grade.
 */
export function weightedCourseTotal(courses: readonly WeightedCourseGrades[]): number | null {
  return weightedTotalOfMeans(courses.map((course) => ({ percentage: course.percentage, mean: courseAverage(course.grades) })));
}

/**
 * {@link weightedCourseTotal} from each course's mean ({@link courseAverage}, or null when it has no grade) already
 * computed, as the database does for a whole complex at once.
 */
export function weightedTotalOfMeans(courses: readonly { percentage: number; mean: number | null }[]): number | null {
  const graded = courses
    .map((course) => ({ weight: Math.max(0, Number(course.percentage) || 0), mean: course.mean }))
    .filter((course): course is { weight: number; mean: number } => course.mean !== null);
  if (graded.length === 0) return null;
  const totalWeight = graded.reduce((sum, course) => sum + course.weight, 0);
  const total =
    totalWeight > 0
      ? graded.reduce((sum, course) => sum + course.mean * course.weight, 0) / totalWeight
      : graded.reduce((sum, course) => sum + course.mean, 0) / graded.length;
  return roundTo(total, 1);
}

/**
 * Attendance rate as a whole percentage: present days over recorded days (spec 03 section 9). Days never marked
 * are not in the denominator. Null when nothing is recorded, so "no data" is never shown as 0 %.
 */
export function attendanceRate(presentDays: number, recordedDays: number): number | null {
  if (!(recordedDays > 0)) return null;
  return roundTo((clamp(presentDays, 0, recordedDays) / recordedDays) * 100);
}

/**
 * True when `value` is a points value one entry may give (spec 03 section 5): a number from 0 to 5 in steps of
 * 0.5, so 0, 0.5 ... 5; 5.5, -0.5 and 2.25 are not.
 */
export function isPointsValue(value: unknown): boolean {
  const { min, max, step } = LIMITS.points.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return false;
  return Number.isInteger(value / step);
}

/** Keys of the grade labels given by points. */
export type PointsGradeKey = 'excellent' | 'excellent_minus' | 'very_good' | 'very_good_minus' | 'good' | 'good_minus' | 'acceptable' | 'weak' | 'very_weak';

/** A grade label band: points at or above `min` (and below the previous band) get `label`. */
export interface PointsGrade {
  key: PointsGradeKey;
  min: number;
  label: string;
}

/**
 * The grade labels by points (spec 03 section 9), highest first. The spec names no label for 1.5, so it falls in
 * the band below it, weak; an average between two steps (4.2) likewise takes the lower step's label.
 */
export const POINTS_GRADES: readonly PointsGrade[] = [
  { key: 'excellent', min: 5, label: 'ممتاز' },
  { key: 'excellent_minus', min: 4.5, label: 'ممتاز -' },
  { key: 'very_good', min: 4, label: 'جيد جداً' },
  { key: 'very_good_minus', min: 3.5, label: 'جيد جداً -' },
  { key: 'good', min: 3, label: 'جيد' },
  { key: 'good_minus', min: 2.5, label: 'جيد -' },
  { key: 'acceptable', min: 2, label: 'مقبول' },
  { key: 'weak', min: 1, label: 'ضعيف' },
  { key: 'very_weak', min: -Infinity, label: 'ضعيف جداً' },
];

/** The label band of a points value (0..5, or an average of such values); below 1, or not a number, is very weak. */
export function pointsGrade(points: number): PointsGrade {
  return POINTS_GRADES.find((grade) => points >= grade.min) ?? POINTS_GRADES[POINTS_GRADES.length - 1];
}

/** The Arabic grade label of a points value: 5 'ممتاز', 4.5 'ممتاز -', ..., 1 and 1.5 'ضعيف', below 1 'ضعيف جداً'. */
export function pointsLabel(points: number): string {
  return pointsGrade(points).label;
}

/** The expected points of a course: its percentage x 100 / 100, rounded (spec 02 section 5). */
export function expectedPoints(percentage: number): number {
  return roundTo((percentage * 100) / 100);
}

/** Colour token of a band; the web maps each to its palette colour. */
export type BandColour = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

function band(value: number, steps: readonly (readonly [min: number, colour: BandColour])[]): BandColour {
  for (const [min, colour] of steps) if (value >= min) return colour;
  return 'red';
}

/** Completion percentage (spec 03 section 9): >= 90 green, >= 70 blue, >= 50 yellow, >= 30 orange, else red. */
export function completionBand(percentage: number): BandColour {
  return band(percentage, [
    [90, 'green'],
    [70, 'blue'],
    [50, 'yellow'],
    [30, 'orange'],
  ]);
}

/** Average grade out of 100 (spec 03 and 02 section 9): >= 90 green, >= 80 blue, >= 70 yellow, >= 60 orange, else red. */
export function averageGradeBand(average: number): BandColour {
  return band(average, [
    [90, 'green'],
    [80, 'blue'],
    [70, 'yellow'],
    [60, 'orange'],
  ]);
}

/** Grade bar (spec 03 section 9): >= 90 green, >= 75 yellow, >= 50 orange, else red. */
export function gradeBarBand(percentage: number): BandColour {
  return band(percentage, [
    [90, 'green'],
    [75, 'yellow'],
    [50, 'orange'],
  ]);
}

/** Attendance percentage (spec 03 section 9): >= 95 green, >= 85 yellow, >= 75 orange, else red. */
export function attendanceBand(rate: number): BandColour {
  return band(rate, [
    [95, 'green'],
    [85, 'yellow'],
    [75, 'orange'],
  ]);
}

/** Attendance rate in the attendance grid (spec 03 section 9): >= 80 green, >= 60 yellow, else red. */
export function gridAttendanceBand(rate: number): BandColour {
  return band(rate, [
    [80, 'green'],
    [60, 'yellow'],
  ]);
}

/**
 * One points value, 0..5 (spec 03 section 9, thresholds 4.5, 3.5, 2.5, 1.5): >= 4.5 green, >= 3.5 blue,
 * >= 2.5 yellow, >= 1.5 orange, else red; the same five steps as the completion band.
 */
export function pointsValueBand(points: number): BandColour {
  return band(points, [
    [4.5, 'green'],
    [3.5, 'blue'],
    [2.5, 'yellow'],
    [1.5, 'orange'],
  ]);
}

/**
 * A student's total in the points grid (spec 03 section 9, thresholds 20, 15, 10): >= 20 green, >= 15 yellow,
 * >= 10 orange, else red; three steps coloured like the grade bar.
 */
export function pointsGridTotalBand(total: number): BandColour {
  return band(total, [
    [20, 'green'],
    [15, 'yellow'],
    [10, 'orange'],
  ]);
}

/** A student's total in the points report (spec 03 section 9, thresholds 50, 30, 15): >= 50 green, >= 30 yellow, >= 15 orange, else red. */
export function pointsReportTotalBand(total: number): BandColour {
  return band(total, [
    [50, 'green'],
    [30, 'yellow'],
    [15, 'orange'],
  ]);
}

/** A course card's percentage badge (spec 02 section 4): >= 30 blue, >= 20 yellow, else red. */
export function coursePercentageBadgeBand(percentage: number): BandColour {
  return band(percentage, [
    [30, 'blue'],
    [20, 'yellow'],
  ]);
}
