import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { classKeys } from './classes';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

export type StudentListParams = NonNullable<ApiQuery<'/api/students', 'get'>>;

/** Cache keys of the `students` tag; every change invalidates `all`. */
export const studentKeys = {
  all: ['students'] as const,
  list: (params: StudentListParams = {}) => [...studentKeys.all, 'list', params] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
};

export const studentQueries = {
  /** The students the signed-in user may see, with their circle and memorisation position. */
  list: (params: StudentListParams = {}) =>
    queryOptions({ queryKey: studentKeys.list(params), queryFn: () => call(api.GET('/api/students', { params: { query: params } })) }),
  detail: (id: string) => queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => call(api.GET('/api/students/{id}', { params: { path: { id } } })) }),
};

/** Public student registration. */
export const useRegisterStudent = () =>
  useInvalidatingMutation((body: ApiBody<'/api/students', 'post'>) => call(api.POST('/api/students', { body })), [studentKeys.all]);

/** A student added by staff; a circle given enrols them, so the circles' counts change too. */
export const useCreateStudent = () =>
  useInvalidatingMutation(
    (body: ApiBody<'/api/students/manage', 'post'>) => call(api.POST('/api/students/manage', { body })),
    [studentKeys.all, classKeys.all],
  );

/** Edits a student: the file, the memorisation position, or `{ status }` alone. */
export const useUpdateStudent = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/students/{id}', 'put'> }) => call(api.PUT('/api/students/{id}', { params: { path: { id } }, body })),
    [studentKeys.all, classKeys.all],
  );

export const useDeleteStudent = () =>
  useInvalidatingMutation((id: string) => call(api.DELETE('/api/students/{id}', { params: { path: { id } } })), [studentKeys.all, classKeys.all]);
