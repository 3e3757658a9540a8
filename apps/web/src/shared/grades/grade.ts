import { calendarToday, DEFAULT_MAX_GRADE } from '#common';
import {
  formatReference,
  getSurah,
  isNewMemorisationCourse,
  isValidPosition,
  nextPosition,
  rangeReach,
  toPosition,
  tryParseReference,
  type QuranPosition,
} from '#quran';
import type { Grade, GradeBody, GradeUpdateBody } from '../../api/grading';
import { optionalText } from '../forms/rules';
import { GRADES_T } from './locale';

/** The course a grade is given in: its id, its name (which decides the range fields) and its maximum. */
export interface GradeCourse {
  id: number;
  name: string;
  max_grade?: number | null;
}

/** What the form edits of a grade already given. */
export type EditableGrade = Pick<Grade, 'id' | 'grade_value' | 'max_grade' | 'notes' | 'start_reference' | 'end_reference' | 'grade_date'>;

/** One end of a range as the form holds it: a surah and an ayah, either possibly not chosen yet. */
export interface ReferenceValue {
  surahId?: number;
  ayah?: number;
}

export interface GradeValues {
  grade_value?: number;
  max_grade?: number;
  grade_date?: string;
  notes?: string;
  start_reference?: ReferenceValue;
  end_reference?: ReferenceValue;
}

/** A course's maximum grade, 100 when it has none. */
export function courseMaxGrade(course: GradeCourse): number {
  return course.max_grade && course.max_grade > 0 ? course.max_grade : DEFAULT_MAX_GRADE;
}

function toReferenceValue(text: string | null | undefined): ReferenceValue | undefined {
  const position = tryParseReference(text);
  return position ? { surahId: position.surahId, ayah: position.ayah } : undefined;
}

/** Where a student stands, as the profile reads it: the memorised position's surah and ayah. */
export interface MemorisedAt {
  memorized_surah_id: number | null;
  memorized_ayah_number: number | null;
}

/**
 * Where the next lesson of a course starts: the ayah after the furthest one its last grade reached, else (a
 * new-memorisation course never graded yet) the ayah after the memorised position; null when nothing says.
 */
export function nextLessonStart(
  course: GradeCourse,
  last: Pick<Grade, 'start_reference' | 'end_reference'> | undefined,
  memorised: MemorisedAt | undefined,
): QuranPosition | null {
  const reached = last ? rangeReach(last) : null;
  if (reached) return nextPosition(reached);
  const position = memorised && toPosition(memorised.memorized_surah_id, memorised.memorized_ayah_number);
  return position && isNewMemorisationCourse(course.name) ? nextPosition(position) : null;
}

/**
 * The form's first values: the grade's, or for a new one the course's maximum, today, and a range that starts where
 * the course's last lesson ended (to the end of that surah) when `start` is known.
 */
export function toGradeValues(course: GradeCourse, grade?: EditableGrade, start?: QuranPosition | null): GradeValues {
  if (!grade) {
    const range = start ? { start_reference: { ...start }, end_reference: { surahId: start.surahId, ayah: getSurah(start.surahId).ayahCount } } : {};
    return { max_grade: courseMaxGrade(course), grade_date: calendarToday(), ...range };
  }
  return {
    grade_value: grade.grade_value,
    max_grade: grade.max_grade,
    grade_date: grade.grade_date.slice(0, 10),
    notes: grade.notes ?? undefined,
    start_reference: toReferenceValue(grade.start_reference),
    end_reference: toReferenceValue(grade.end_reference),
  };
}

/** 'surahId:ayah' when both are chosen (and real), else null: a half-chosen end is not sent (spec 03 section 5). */
export function referenceText(value: ReferenceValue | undefined): string | null {
  const position = { surahId: value?.surahId ?? 0, ayah: value?.ayah ?? 0 };
  return isValidPosition(position) ? formatReference(position) : null;
}

/**
 * The fields both bodies share. Without range fields (a course without Quran) no reference is sent at all; with
 * them, an end not fully chosen is left out of a new grade and cleared (null) on an edited one.
 */
function commonFields(values: GradeValues, withReference: boolean, editing: boolean) {
  const missing = editing ? null : undefined;
  return {
    grade_value: values.grade_value as number,
    max_grade: values.max_grade ?? DEFAULT_MAX_GRADE,
    notes: optionalText(values.notes) ?? missing,
    grade_date: values.grade_date,
    ...(withReference
      ? { start_reference: referenceText(values.start_reference) ?? missing, end_reference: referenceText(values.end_reference) ?? missing }
      : {}),
  };
}

/** POST /api/classes/{classId}/grades: the profile's course buttons record a memorisation grade. */
export function toCreateGradeBody(
  values: GradeValues,
  { studentId, courseId, withReference }: { studentId: string; courseId: number; withReference: boolean },
): GradeBody {
  return { student_id: studentId, course_id: courseId, grade_type: 'memorization', ...commonFields(values, withReference, false) };
}

/** PUT /api/grades/{id}, with the circle it is edited from. */
export function toUpdateGradeBody(values: GradeValues, { classId, withReference }: { classId: number; withReference: boolean }): GradeUpdateBody {
  return { ...commonFields(values, withReference, true), class_id: classId };
}

/** "النبإ 1" for a stored reference; null when there is none (or it is unreadable). */
export function referenceLabel(text: string | null | undefined): string | null {
  const position: QuranPosition | null = tryParseReference(text);
  return position ? GRADES_T.reference(getSurah(position.surahId).name, position.ayah) : null;
}

/** "من النبإ 1 إلى النبإ 40" for a grade with a range; null without one. */
export function rangeLabel(grade: Pick<Grade, 'start_reference' | 'end_reference'>): string | null {
  const start = referenceLabel(grade.start_reference);
  const end = referenceLabel(grade.end_reference);
  return start && end ? GRADES_T.range(start, end) : null;
}
