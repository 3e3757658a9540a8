import { isCalendarDate, type FieldError } from './validation.js';
import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

/** A circle teacher's role: the primary teacher has full authority over the circle, assistants a limited one. */
export type ClassTeacherRole = 'primary' | 'assistant';

/** The teachers of a circle as the class form and the API carry them. */
export interface ClassTeacherSelection {
  teacher_ids: string[];
  /** One of `teacher_ids`, or null when there are none. */
  primary_teacher_id: string | null;
}

/**
 * Ticks or unticks a teacher in the class form (spec 01 section 4): the first teacher ticked becomes primary; when
 * the primary is unticked the first remaining teacher becomes primary; with none left there is no primary.
 */
export function toggleClassTeacher(selection: ClassTeacherSelection, teacherId: string, ticked: boolean): ClassTeacherSelection {
  const ids = selection.teacher_ids.filter((id) => id !== teacherId);
  if (ticked) ids.push(teacherId);
  const primary = selection.primary_teacher_id !== null && ids.includes(selection.primary_teacher_id) ? selection.primary_teacher_id : (ids[0] ?? null);
  return { teacher_ids: ids, primary_teacher_id: primary };
}

/**
 * The teachers to store for a circle: the ids without repeats, and the primary, which must be one of them; when
 * none is named the first teacher is the primary (the form's rule). Returns the field errors instead when the
 * primary is not among the teachers.
 */
export function classTeachersToStore(
  teacherIds: readonly string[],
  primaryTeacherId: string | null | undefined,
): { teachers: { teacher_id: string; role: ClassTeacherRole }[]; errors: FieldError[] } {
  const ids = [...new Set(teacherIds)];
  const primary = primaryTeacherId ?? ids[0] ?? null;
  if (primary !== null && !ids.includes(primary)) {
    return { teachers: [], errors: [{ path: 'primary_teacher_id', msg: MESSAGES.classes.primaryNotAmongTeachers }] };
  }
  return { teachers: ids.map((id) => ({ teacher_id: id, role: id === primary ? 'primary' : 'assistant' })), errors: [] };
}

/** The teachers a card shows (spec 02 section 9): at most two names, each cut to its first two words, and how many more. */
export function classTeacherNamesForCard(names: readonly string[]): { shown: string[]; more: number } {
  const shown = names.slice(0, 2).map((name) => name.trim().split(/\s+/).slice(0, 2).join(' '));
  return { shown, more: Math.max(0, names.length - shown.length) };
}

/** The calendar fields of a semester form. */
export interface SemesterCalendarInput {
  start_date: string;
  end_date: string;
  weekend_days?: readonly number[] | null;
  vacation_days?: readonly string[] | null;
}

/**
 * The calendar rules of a semester (spec 02 section 5, issue 9), for the API and the form alike: the end is not
 * before the start; weekend days are ISO weekdays 1 to 7 without repeats; vacation days are real dates inside the
 * semester, none added twice. Returns one error per offending field (the first holiday that breaks a rule).
 */
export function semesterCalendarErrors(input: SemesterCalendarInput): FieldError[] {
  const errors: FieldError[] = [];
  const datesValid = isCalendarDate(input.start_date) && isCalendarDate(input.end_date);
  if (datesValid && input.end_date < input.start_date) errors.push({ path: 'end_date', msg: MESSAGES.semesters.endBeforeStart });

  const weekend = input.weekend_days ?? [];
  const weekendValid = weekend.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) && new Set(weekend).size === weekend.length;
  if (!weekendValid) errors.push({ path: 'weekend_days', msg: MESSAGES.semesters.weekendDays });

  const seen = new Set<string>();
  for (const [index, day] of (input.vacation_days ?? []).entries()) {
    const path = `vacation_days.${index}`;
    if (!isCalendarDate(day)) {
      errors.push({ path, msg: MESSAGES.validation.invalidDate });
      break;
    }
    if (seen.has(day)) {
      errors.push({ path, msg: MESSAGES.semesters.vacationDuplicate });
      break;
    }
    seen.add(day);
    if (datesValid && (day < input.start_date || day > input.end_date)) {
      errors.push({ path, msg: MESSAGES.semesters.vacationOutside });
      break;
    }
  }
  return errors;
}

/** True when a semester year is within the range the product accepts (2020 to 2050). */
export function isSemesterYear(year: unknown): boolean {
  return Number.isInteger(year) && (year as number) >= LIMITS.semester.year.min && (year as number) <= LIMITS.semester.year.max;
}

/** True when a course percentage is a number from 0 to 100 with at most one decimal (steps of 0.1). */
export function isCoursePercentage(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < LIMITS.course.percentage.min || value > LIMITS.course.percentage.max) return false;
  return Math.abs(Math.round(value * 10) - value * 10) < 1e-9;
}

/** The badge colour of a course weight on the class-course cards (spec 02 section 4): >= 30 blue, >= 20 yellow, else red. */
export function coursePercentageColour(percentage: number): 'blue' | 'gold' | 'red' {
  if (percentage >= 30) return 'blue';
  if (percentage >= 20) return 'gold';
  return 'red';
}

/** Expected points of a course (spec 02 section 5): the percentage times 100 divided by 100, rounded. */
export function courseExpectedPoints(percentage: number): number {
  return Math.round((percentage * 100) / 100);
}
