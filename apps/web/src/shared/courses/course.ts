import type { CourseBody } from '../../api/courses';
import type { ApiData } from '../../api/types';
import { optionalText } from '../forms/rules';

/** A course as the lists answer it. */
export type Course = ApiData<'/api/semesters/{semesterId}/classes/{classId}/courses', 'get'>[number];

/** Where a course goes: a circle's semester (`classId`) or the whole complex's semester (`classId` null). */
export interface CoursePlace {
  semesterId: number;
  classId: number | null;
}

/** The course form's fields. */
export interface CourseValues {
  name?: string;
  percentage?: number | null;
  description?: string;
  requires_surah?: boolean;
}

export function toCourseValues(course: Course): CourseValues {
  return {
    name: course.name,
    percentage: course.percentage,
    description: course.description ?? undefined,
    requires_surah: course.requires_surah,
  };
}

/** The form's values as the body of both add and edit. An emptied description is sent as null so an edit clears it. */
export function toCourseBody(values: CourseValues): CourseBody {
  return {
    name: values.name?.trim() ?? '',
    percentage: values.percentage ?? 0,
    description: optionalText(values.description) ?? null,
    requires_surah: values.requires_surah ?? false,
  };
}

/** Save stays disabled until the name has a letter that is not blank and the weight is above 0 (spec 02 section 5). */
export function canSaveCourse(values: Pick<CourseValues, 'name' | 'percentage'>): boolean {
  return Boolean(values.name?.trim()) && typeof values.percentage === 'number' && values.percentage > 0;
}
