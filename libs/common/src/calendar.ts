import { SEMESTER_TYPES, type SemesterType } from './levels.js';
import { roundTo } from './numbers.js';
import { isCalendarDate } from './validation.js';

// Every date here is a `YYYY-MM-DD` calendar day turned into a count of days since 1970-01-01 with UTC arithmetic,
// so neither the server's nor the browser's time zone (nor a daylight-saving jump) can move a day.
const DAY_MS = 86_400_000;

/** ISO weekday numbers (1 = Monday ... 7 = Sunday) that are not taught unless a semester says otherwise: Friday, Saturday. */
export const DEFAULT_WEEKEND_DAYS: readonly number[] = [5, 6];

/** How many working days the points grid shows (spec 03: "the last 30 working days"). */
export const POINTS_GRID_DAYS = 30;

/**
 * The day number (days since 1970-01-01) of a `YYYY-MM-DD` date.
 * @throws RangeError when `date` is not a real calendar date in that form.
 */
export function toDayNumber(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Invalid calendar date "${String(date)}": expected a real YYYY-MM-DD date`);
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The `YYYY-MM-DD` date of a day number (the inverse of {@link toDayNumber}). */
export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative goes back). @throws RangeError for an invalid date. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. @throws RangeError for an invalid date. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday, the numbering of `weekend_days`. @throws RangeError for an invalid date. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** Arabic weekday names by ISO weekday (index 0 is Monday, 1 ... 6 is Sunday), as the attendance grid heads its days. */
export const WEEKDAY_NAMES: readonly string[] = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'];

/** The Arabic weekday name of a date: 'الأحد' for 2024-09-01. @throws RangeError for an invalid date. */
export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[isoWeekday(date) - 1];
}

/** The rest days of a semester: which weekdays are off and which single dates are holidays. */
export interface WorkingDayRules {
  /** ISO weekdays off; null or missing means {@link DEFAULT_WEEKEND_DAYS}, an empty list means none. */
  weekend_days?: readonly number[] | null;
  /** Holidays as `YYYY-MM-DD`; entries that are not real dates are ignored. */
  vacation_days?: readonly string[] | null;
}

/** The calendar fields of a semester row, as the API stores and sends them. */
export interface SemesterCalendar extends WorkingDayRules {
  start_date: string;
  end_date: string;
}

interface RestDays {
  weekend: ReadonlySet<number>;
  vacations: ReadonlySet<number>;
}

function restDays(rules: WorkingDayRules | undefined): RestDays {
  const weekendDays = rules?.weekend_days ?? DEFAULT_WEEKEND_DAYS;
  const weekend = new Set(weekendDays.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7));
  const vacations = new Set((rules?.vacation_days ?? []).filter((day) => isCalendarDate(day)).map(toDayNumber));
  return { weekend, vacations };
}

function isRestDay(dayNumber: number, rest: RestDays): boolean {
  const weekday = ((((dayNumber + 3) % 7) + 7) % 7) + 1;
  return rest.weekend.has(weekday) || rest.vacations.has(dayNumber);
}

/** True when `date` is neither a weekend day nor a holiday under `rules`. @throws RangeError for an invalid date. */
export function isWorkingDay(date: string, rules?: WorkingDayRules): boolean {
  return !isRestDay(toDayNumber(date), restDays(rules));
}

/** Every date from `from` to `to`, both included, ascending; empty when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const first = toDayNumber(from);
  const last = toDayNumber(to);
  const dates: string[] = [];
  for (let day = first; day <= last; day++) dates.push(fromDayNumber(day));
  return dates;
}

/** The working days from `from` to `to`, both included, ascending. */
export function workingDaysBetween(from: string, to: string, rules?: WorkingDayRules): string[] {
  const rest = restDays(rules);
  const first = toDayNumber(from);
  const last = toDayNumber(to);
  const dates: string[] = [];
  for (let day = first; day <= last; day++) if (!isRestDay(day, rest)) dates.push(fromDayNumber(day));
  return dates;
}

/** Every day of a semester, both ends included (spec 02 section 5). */
export function semesterDates(semester: SemesterCalendar): string[] {
  return datesBetween(semester.start_date, semester.end_date);
}

/** The semester's total days, both ends included; 0 when the end is before the start. */
export function semesterTotalDays(semester: SemesterCalendar): number {
  return Math.max(0, daysBetween(semester.start_date, semester.end_date) + 1);
}

/** The semester's working days: its days without weekend days and holidays, ascending. */
export function semesterWorkingDays(semester: SemesterCalendar): string[] {
  return workingDaysBetween(semester.start_date, semester.end_date, semester);
}

/**
 * True when `date` is a working day of the semester: a real date within its dates, neither a weekend day nor a
 * holiday. The one test of a day that a class-book entry (attendance, points, a grade) may be dated; false (never a
 * throw) for anything else.
 */
export function isSemesterWorkingDay(date: unknown, semester: SemesterCalendar): boolean {
  if (!isCalendarDate(date) || !isCalendarDate(semester.start_date) || !isCalendarDate(semester.end_date)) return false;
  const day = date as string;
  return semester.start_date <= day && day <= semester.end_date && isWorkingDay(day, semester);
}

/**
 * True when `date` is a working day of at least one of these semesters: a complex's day (its daily report), which
 * belongs to whichever of the complex's semesters holds it.
 */
export function isWorkingDayOfAny(date: unknown, semesters: readonly SemesterCalendar[]): boolean {
  return semesters.some((semester) => isSemesterWorkingDay(date, semester));
}

/**
 * The latest working day up to `today` of any of these semesters, or null when none has begun: the day a dated form
 * opens on, so that a teacher who opens it on a Friday starts on Thursday rather than on a day the API refuses.
 */
export function latestWorkingDay(semesters: readonly SemesterCalendar[], today: string): string | null {
  let latest: string | null = null;
  for (const semester of semesters) {
    if (!isCalendarDate(semester.start_date) || !isCalendarDate(semester.end_date)) continue;
    const until = today < semester.end_date ? today : semester.end_date;
    const [day] = lastWorkingDays(until, 1, { ...semester, from: semester.start_date });
    if (day !== undefined && (latest === null || day > latest)) latest = day;
  }
  return latest;
}

/**
 * Where today falls in a semester (spec 03 section 9):
 * - `upcoming`: `days` until the first day (1 on the day before it);
 * - `current`: `days` remaining, today included (1 on the last day);
 * - `ended`: `days` since the last day (1 on the day after it).
 */
export interface SemesterTimeState {
  state: 'upcoming' | 'current' | 'ended';
  days: number;
  /** Share of the semester's days already over, before today, as a whole percentage (0 upcoming, 100 ended). */
  progress: number;
  /** Working days from today (included) to the end; all of them when upcoming, 0 when ended. */
  remainingWorkingDays: number;
}

/**
 * The time state of a semester on `today` (a `YYYY-MM-DD` the caller supplies; nothing here reads the clock).
 * @throws RangeError for an invalid date.
 */
export function semesterTimeState(semester: SemesterCalendar, today: string): SemesterTimeState {
  const start = toDayNumber(semester.start_date);
  const end = toDayNumber(semester.end_date);
  const now = toDayNumber(today);
  if (now < start) {
    return { state: 'upcoming', days: start - now, progress: 0, remainingWorkingDays: semesterWorkingDays(semester).length };
  }
  if (now > end) return { state: 'ended', days: now - end, progress: 100, remainingWorkingDays: 0 };
  const total = end - start + 1;
  return {
    state: 'current',
    days: end - now + 1,
    progress: roundTo(((now - start) / total) * 100),
    remainingWorkingDays: workingDaysBetween(today, semester.end_date, semester).length,
  };
}

/** True when `today` lies within the semester, both ends included. */
export function semesterContains(semester: SemesterCalendar, today: string): boolean {
  const now = toDayNumber(today);
  return toDayNumber(semester.start_date) <= now && now <= toDayNumber(semester.end_date);
}

/**
 * The semester to preselect (spec 02 section 4): the first one, in the given order, that contains `today`, else
 * the first one; null for an empty list.
 */
export function defaultSemester<T extends SemesterCalendar>(semesters: readonly T[], today: string): T | null {
  return semesters.find((semester) => semesterContains(semester, today)) ?? semesters[0] ?? null;
}

/** Options of {@link lastWorkingDays}. */
export interface LastWorkingDaysOptions extends WorkingDayRules {
  /** Earliest date that may be returned, e.g. the semester's start; older days are never reached. */
  from?: string | null;
}

/**
 * The last `count` working days up to and including `until`, ascending: the columns of the points grid
 * ({@link POINTS_GRID_DAYS}). `until` itself is included because points are given on the day itself. Fewer days
 * come back when `from` is reached first, or none when every weekday is a weekend day.
 */
export function lastWorkingDays(until: string, count: number = POINTS_GRID_DAYS, options?: LastWorkingDaysOptions): string[] {
  const rest = restDays(options);
  const first = options?.from ? toDayNumber(options.from) : -Infinity;
  if (rest.weekend.size >= 7) return [];
  const days: string[] = [];
  for (let day = toDayNumber(until); day >= first && days.length < count; day--) {
    if (!isRestDay(day, rest)) days.push(fromDayNumber(day));
  }
  return days.reverse();
}

/**
 * The Arabic display name of a semester: `الفصل الأول 2024`.
 * @throws RangeError for a type other than first, second or summer.
 */
export function semesterDisplayName(type: SemesterType, year: number): string {
  if (!Object.hasOwn(SEMESTER_TYPES, type)) throw new RangeError(`Unknown semester type "${String(type)}"`);
  return `الفصل ${SEMESTER_TYPES[type]} ${year}`;
}

/**
 * The English display name the API stores as `display_name` (spec 02 section 3): `Semester first 2024`.
 * @throws RangeError for a type other than first, second or summer.
 */
export function semesterEnglishName(type: SemesterType, year: number): string {
  if (!Object.hasOwn(SEMESTER_TYPES, type)) throw new RangeError(`Unknown semester type "${String(type)}"`);
  return `Semester ${type} ${year}`;
}

/** The product's calendar: the complexes keep Saudi time, so "today" turns over at midnight in Riyadh. */
export const PRODUCT_TIME_ZONE = 'Asia/Riyadh';

/** Today's `YYYY-MM-DD` in `timeZone` (default {@link PRODUCT_TIME_ZONE}) at the instant `now`. */
export function calendarToday(now: Date = new Date(), timeZone: string = PRODUCT_TIME_ZONE): string {
  return dayFormatter(timeZone).format(now);
}

/** One formatter per time zone: making one costs about as much as a whole small request does. */
const DAY_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = DAY_FORMATTERS.get(timeZone);
  if (!formatter) {
    // en-CA formats a date as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DAY_FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}
