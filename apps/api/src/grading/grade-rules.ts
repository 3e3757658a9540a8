import { MESSAGES, type FieldError } from '#common';
import { carriesQuranReference, compareMushaf, tryParseReference } from '#quran';

/** A grade's Quran range as the forms send it: 'surahId:ayah' at each end, or nothing. */
export interface ReferenceInput {
  start_reference?: string | null;
  end_reference?: string | null;
}

/**
 * The errors of a grade's range for a course of this name: none at all, or both ends naming real ayahs (libs/quran)
 * with the end not before the start in mushaf order; a course without Quran (behaviour, seerah, creed, fiqh) takes
 * no range.
 */
export function gradeReferenceErrors(courseName: string, input: ReferenceInput): FieldError[] {
  const startText = input.start_reference || null;
  const endText = input.end_reference || null;
  if (startText === null && endText === null) return [];
  if (!carriesQuranReference(courseName)) {
    return [{ path: startText !== null ? 'start_reference' : 'end_reference', msg: MESSAGES.grades.noReferenceCourse }];
  }
  const errors: FieldError[] = [];
  const start = startText === null ? null : tryParseReference(startText);
  const end = endText === null ? null : tryParseReference(endText);
  if (startText !== null && !start) errors.push({ path: 'start_reference', msg: MESSAGES.grades.reference });
  if (endText !== null && !end) errors.push({ path: 'end_reference', msg: MESSAGES.grades.reference });
  if (errors.length) return errors;
  if (!start || !end) return [{ path: start ? 'end_reference' : 'start_reference', msg: MESSAGES.grades.referenceIncomplete }];
  if (compareMushaf(end, start) < 0) return [{ path: 'end_reference', msg: MESSAGES.grades.endBeforeStart }];
  return [];
}

/** The error of a grade's value against its maximum: from 0 to the maximum. */
export function gradeValueError(value: number, maxGrade: number): FieldError | null {
  return value < 0 || value > maxGrade ? { path: 'grade_value', msg: MESSAGES.grades.valueRange } : null;
}
