import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { courseKeys } from './courses';
import { lookupList, useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

export type ClassListParams = NonNullable<ApiQuery<'/api/classes', 'get'>>;

/** Cache keys of the `classes` tag; every change invalidates `all`. */
export const classKeys = {
  all: ['classes'] as const,
  list: (params: ClassListParams = {}) => [...classKeys.all, 'list', params] as const,
  lookup: (params: ClassListParams = {}) => [...classKeys.all, 'lookup', params] as const,
  detail: (id: number) => [...classKeys.all, 'detail', id] as const,
  students: (id: number) => [...classKeys.all, 'students', id] as const,
};

export const classQueries = {
  /** The circles the signed-in user may see, with what their cards show. */
  list: (params: ClassListParams = {}) =>
    queryOptions({ queryKey: classKeys.list(params), queryFn: () => call(api.GET('/api/classes', { params: { query: params } })) }),
  /** Circles as select options (a failure leaves the select empty). */
  lookup: (params: ClassListParams = {}) => lookupList(classKeys.lookup(params), () => call(api.GET('/api/classes', { params: { query: params } }))),
  /** One circle with its semester and its own courses. */
  detail: (id: number) => queryOptions({ queryKey: classKeys.detail(id), queryFn: () => call(api.GET('/api/classes/{id}', { params: { path: { id } } })) }),
  /** The students enrolled in a circle. */
  students: (id: number) =>
    queryOptions({
      queryKey: classKeys.students(id),
      queryFn: () => call(api.GET('/api/classes/{classId}/students', { params: { path: { classId: id } } })),
    }),
};

export const useCreateClass = () =>
  useInvalidatingMutation((body: ApiBody<'/api/classes', 'post'>) => call(api.POST('/api/classes', { body })), [classKeys.all]);

/** Edits a circle; the status toggle sends `{ is_active }` alone. */
export const useUpdateClass = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: ApiBody<'/api/classes/{id}', 'put'> }) => call(api.PUT('/api/classes/{id}', { params: { path: { id } }, body })),
    [classKeys.all],
  );

export const useSetClassTeachers = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: ApiBody<'/api/classes/{id}/teachers', 'post'> }) =>
      call(api.POST('/api/classes/{id}/teachers', { params: { path: { id } }, body })),
    [classKeys.all],
  );

export const useDeleteClass = () =>
  useInvalidatingMutation((id: number) => call(api.DELETE('/api/classes/{id}', { params: { path: { id } } })), [classKeys.all, courseKeys.all]);

/**
 * Puts several students in a circle at once (one request, one transaction). A student who was in another circle
 * moves, so the students' cards and every circle's count change.
 */
export const useAddClassStudents = () =>
  useInvalidatingMutation(
    ({ id, student_ids }: { id: number; student_ids: string[] }) =>
      call(api.POST('/api/classes/{classId}/students', { params: { path: { classId: id } }, body: { student_ids } })),
    // The students' and users' tags by their literal keys (studentKeys.all, userKeys.all): both files import this one
    // and read classKeys as they load, so importing them back here would be a cycle.
    [classKeys.all, ['students'], ['users']],
  );
