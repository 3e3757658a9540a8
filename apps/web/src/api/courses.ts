import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';

/** Cache keys of the `courses` tag; every change invalidates `all`. */
export const courseKeys = {
  all: ['courses'] as const,
  ofClass: (semesterId: number, classId: number) => [...courseKeys.all, 'class', semesterId, classId] as const,
  ofSchool: (semesterId: number, schoolId: number) => [...courseKeys.all, 'school', semesterId, schoolId] as const,
};

export type CourseBody = ApiBody<'/api/semesters/{semesterId}/courses', 'post'>;

const fetchOfClass = (semesterId: number, classId: number) =>
  call(api.GET('/api/semesters/{semesterId}/classes/{classId}/courses', { params: { path: { semesterId, classId } } }));
const fetchOfSchool = (semesterId: number, schoolId: number) =>
  call(api.GET('/api/semesters/{semesterId}/courses/{schoolId}', { params: { path: { semesterId, schoolId } } }));

export const courseQueries = {
  /** A circle's own courses in a semester. */
  ofClass: (semesterId: number, classId: number) =>
    queryOptions({ queryKey: courseKeys.ofClass(semesterId, classId), queryFn: () => fetchOfClass(semesterId, classId) }),
  /** The courses of a complex's semester (not those of single circles). */
  ofSchool: (semesterId: number, schoolId: number) =>
    queryOptions({ queryKey: courseKeys.ofSchool(semesterId, schoolId), queryFn: () => fetchOfSchool(semesterId, schoolId) }),
  /**
   * Either of the two above as one query (the course panel's): a circle's own courses when `classId` is given, else
   * those of the whole complex's semester. One queryOptions, because a union of the two does not type-check in useQuery.
   */
  ofPlace: (semesterId: number, schoolId: number, classId: number | null) =>
    queryOptions({
      queryKey: classId === null ? courseKeys.ofSchool(semesterId, schoolId) : courseKeys.ofClass(semesterId, classId),
      queryFn: () => (classId === null ? fetchOfSchool(semesterId, schoolId) : fetchOfClass(semesterId, classId)),
    }),
};

/** Adds a course to a circle (`classId`) or to the whole complex's semester (`classId` null). */
export const useCreateCourse = () =>
  useInvalidatingMutation(
    ({ semesterId, classId, body }: { semesterId: number; classId: number | null; body: CourseBody }) =>
      classId === null
        ? call(api.POST('/api/semesters/{semesterId}/courses', { params: { path: { semesterId } }, body }))
        : call(api.POST('/api/semesters/{semesterId}/classes/{classId}/courses', { params: { path: { semesterId, classId } }, body })),
    [courseKeys.all],
  );

export const useUpdateCourse = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: ApiBody<'/api/courses/{id}', 'put'> }) => call(api.PUT('/api/courses/{id}', { params: { path: { id } }, body })),
    [courseKeys.all],
  );

export const useDeleteCourse = () =>
  useInvalidatingMutation((id: number) => call(api.DELETE('/api/courses/{id}', { params: { path: { id } } })), [courseKeys.all]);
