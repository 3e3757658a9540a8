/** A course as created by default for a new semester. */
export interface DefaultCourse {
  /** English key, stable across renames of the Arabic name. */
  key: 'new_memorisation' | 'minor_review' | 'major_review' | 'behaviour';
  name: string;
  /** Weight in the student's total, 0..100. */
  percentage: number;
  /** Whether its grades carry a Quran range (surah and ayah from..to). */
  requires_surah: boolean;
}

/**
 * The four default courses of a semester (spec 02 section 3): new memorisation 40, minor review 25, major review 25
 * (all three graded on a Quran range) and behaviour 10 (no range). Their weights total 100.
 */
export const DEFAULT_COURSES: readonly DefaultCourse[] = [
  { key: 'new_memorisation', name: 'الحفظ الجديد', percentage: 40, requires_surah: true },
  { key: 'minor_review', name: 'المراجعة الصغرى', percentage: 25, requires_surah: true },
  { key: 'major_review', name: 'المراجعة الكبرى', percentage: 25, requires_surah: true },
  { key: 'behaviour', name: 'السلوك', percentage: 10, requires_surah: false },
];

/** The total the course weights of a circle must reach for a valid evaluation. */
export const COURSE_WEIGHTS_TARGET = 100;

// Weights are entered in steps of 0.1 but summing binary fractions drifts (33.4 + 33.3 + 33.3 is
// 99.99999999999999), so they are added as whole thousandths: exact for any weight with up to three decimals.
const SCALE = 1000;

/** The sum of the courses' weights, exact to three decimals; non-numeric weights count as 0. */
export function courseWeightsTotal(courses: readonly { percentage: number }[]): number {
  const scaled = courses.reduce((sum, course) => sum + Math.round((Number(course.percentage) || 0) * SCALE), 0);
  return scaled / SCALE;
}

/** What the course weights screen shows under the list (spec 02 section 4). */
export interface CourseWeightsState {
  total: number;
  /** True only when the total is exactly 100; anything else shows 'incomplete'. */
  complete: boolean;
  /** 100 minus the total: positive when weight is missing, negative when there is too much. */
  remaining: number;
}

/** The total of a circle's course weights and whether it is complete (exactly 100). */
export function courseWeightsState(courses: readonly { percentage: number }[]): CourseWeightsState {
  const total = courseWeightsTotal(courses);
  const remaining = (COURSE_WEIGHTS_TARGET * SCALE - Math.round(total * SCALE)) / SCALE;
  return { total, complete: remaining === 0, remaining };
}

/** True only when the weights total exactly 100 (to three decimals). */
export function isCourseWeightsComplete(courses: readonly { percentage: number }[]): boolean {
  return courseWeightsState(courses).complete;
}
