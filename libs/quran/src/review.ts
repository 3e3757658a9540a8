import { daysBetween, toDayNumber } from '../../common/src/calendar.js';
import { isCalendarDate } from '../../common/src/validation.js';
import { juzPages } from './pages.js';
import { memorisedPageSet } from './progress.js';
import { gradedRangePages, type GradedRange } from './ranges.js';
import { JUZ_COUNT, TOTAL_PAGES, type QuranPosition } from './surahs.js';

/**
 * Colour token of a page on the review map (spec 03 section 4): by the age of the latest grade covering it,
 * `new` (dark green, up to 7 days), `recent` (light green, up to 30), `light_red` (up to 60), `red` (up to 180),
 * `dark_red` (older, or memorised but never graded); `not_memorised` otherwise.
 */
export type ReviewColour = 'new' | 'recent' | 'light_red' | 'red' | 'dark_red' | 'not_memorised';

/** Every review colour, freshest first. */
export const REVIEW_COLOURS: readonly ReviewColour[] = ['new', 'recent', 'light_red', 'red', 'dark_red', 'not_memorised'];

/** One legend entry of the review dialog. */
export interface ReviewLegendEntry {
  token: ReviewColour;
  label: string;
}

/** The review dialog's legend, in {@link REVIEW_COLOURS} order, with its Arabic labels. */
export const REVIEW_LEGEND: readonly ReviewLegendEntry[] = [
  { token: 'new', label: 'جديد (خلال 7 أيام)' },
  { token: 'recent', label: 'حديث (خلال 30 يومًا)' },
  { token: 'light_red', label: 'يحتاج مراجعة (خلال 60 يومًا)' },
  { token: 'red', label: 'متأخر (خلال 180 يومًا)' },
  { token: 'dark_red', label: 'منقطع (أكثر من 180 يومًا أو لم يُراجع)' },
  { token: 'not_memorised', label: 'غير محفوظ' },
];

/** The upper bound in days of each age band; older than the last is `dark_red`. */
export const REVIEW_AGE_BANDS: readonly (readonly [maxDays: number, colour: ReviewColour])[] = [
  [7, 'new'],
  [30, 'recent'],
  [60, 'light_red'],
  [180, 'red'],
];

/**
 * The colour of a page whose latest covering grade is `days` old: <= 7 new, <= 30 recent, <= 60 light red,
 * <= 180 red, else dark red. A negative age (a grade dated after today) counts as 0, i.e. new.
 */
export function reviewColourForAge(days: number): ReviewColour {
  const age = Math.max(0, days);
  for (const [maxDays, colour] of REVIEW_AGE_BANDS) if (age <= maxDays) return colour;
  return 'dark_red';
}

/** True for the two green colours (new, recent): the page was reviewed within 30 days. */
export function isGreenReviewColour(colour: ReviewColour): boolean {
  return colour === 'new' || colour === 'recent';
}

/** A grade as the review map reads it: its Quran range and the calendar day it was given. */
export interface ReviewGrade extends GradedRange {
  /** `YYYY-MM-DD`; a grade with a missing or malformed date is ignored. */
  grade_date?: string | null;
}

/** What the review map is drawn from. */
export interface ReviewMapInput {
  /** Today as `YYYY-MM-DD`; supplied by the caller so the map never depends on the clock or its time zone. */
  today: string;
  grades: readonly ReviewGrade[];
  /** The student's memorised position, null when none. */
  memorised?: QuranPosition | null;
}

/** One juz tile of the map. */
export interface JuzReview {
  juz: number;
  startPage: number;
  endPage: number;
  /** Some page of it is not `not_memorised`. */
  memorised: boolean;
  /** Some page of it is green (reviewed within 30 days). */
  recent: boolean;
}

/** The review map of one student. */
export interface ReviewMap {
  /** The colour of each page; index 0 is page 1, 604 entries. */
  pages: ReviewColour[];
  /** The 30 juz, pages split as in `juzPages`. */
  juz: JuzReview[];
  /** How many pages have each colour; the counts add up to 604. */
  summary: Record<ReviewColour, number>;
}

/**
 * The review map (spec 03 section 4). Each page takes the colour of the age of the latest grade whose range
 * (start_reference..end_reference in mushaf order, both pages included) covers it. A page no grade covers is
 * `dark_red` when the student has memorised it (the rule of `memorisedPageSet`: memorised but never reviewed
 * here) and `not_memorised` otherwise. Grades without a readable range or date are skipped.
 * @throws RangeError when `today` is not a real `YYYY-MM-DD` date or the memorised position is out of range.
 */
export function reviewMap(input: ReviewMapInput): ReviewMap {
  toDayNumber(input.today);
  // Latest grade date per page, as a day count relative to today (smaller is fresher).
  const ages: (number | undefined)[] = new Array(TOTAL_PAGES + 1);
  for (const grade of input.grades) {
    if (!grade.grade_date || !isCalendarDate(grade.grade_date)) continue;
    const range = gradedRangePages(grade);
    if (!range) continue;
    const age = daysBetween(grade.grade_date, input.today);
    for (let page = range.startPage; page <= range.endPage; page++) {
      const previous = ages[page];
      if (previous === undefined || age < previous) ages[page] = age;
    }
  }
  const memorised = memorisedPageSet(input.memorised ?? null);
  const pages: ReviewColour[] = [];
  for (let page = 1; page <= TOTAL_PAGES; page++) {
    const age = ages[page];
    if (age !== undefined) pages.push(reviewColourForAge(age));
    else pages.push(memorised.has(page) ? 'dark_red' : 'not_memorised');
  }
  const summary = Object.fromEntries(REVIEW_COLOURS.map((colour) => [colour, 0])) as Record<ReviewColour, number>;
  for (const colour of pages) summary[colour]++;
  const juz: JuzReview[] = [];
  for (let number = 1; number <= JUZ_COUNT; number++) {
    const { startPage, endPage } = juzPages(number);
    const colours = pages.slice(startPage - 1, endPage);
    juz.push({
      juz: number,
      startPage,
      endPage,
      memorised: colours.some((colour) => colour !== 'not_memorised'),
      recent: colours.some(isGreenReviewColour),
    });
  }
  return { pages, juz, summary };
}
