import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { classKeys } from './classes';
import { lookupList, useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

type TeacherListParams = NonNullable<ApiQuery<'/api/teachers', 'get'>>;

/** Cache keys of the `teachers` tag (teachers, complex managers and supervisors). */
export const teacherKeys = {
  all: ['teachers'] as const,
  list: (params: TeacherListParams = {}) => [...teacherKeys.all, 'list', params] as const,
  // Apart from the list's: a failed lookup is kept as an empty list, which the teachers screen must not show.
  lookup: (params: TeacherListParams = {}) => [...teacherKeys.all, 'lookup', params] as const,
};

export const teacherQueries = {
  /** Teachers with their circles, for the teachers screen (never cached by the server). */
  list: (params: TeacherListParams = {}) =>
    queryOptions({
      queryKey: teacherKeys.list(params),
      queryFn: async () => (await call(api.GET('/api/teachers', { params: { query: params } }))).teachers,
    }),
  /** Staff of one kind as select options (complex managers on the complex form, say). */
  lookup: (params: TeacherListParams) =>
    lookupList(teacherKeys.lookup(params), async () => (await call(api.GET('/api/teachers', { params: { query: params } }))).teachers),
};

/** Public staff registration (teachers, complex managers, supervisors). */
export const useRegisterStaff = () =>
  useInvalidatingMutation((body: ApiBody<'/api/teachers', 'post'>) => call(api.POST('/api/teachers', { body })), [teacherKeys.all]);

/** A teacher added by signed-in staff: active at once, in the caller's complex. */
export const useCreateTeacher = useRegisterStaff;

export const useUpdateTeacher = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/teachers/{id}', 'put'> }) => call(api.PUT('/api/teachers/{id}', { params: { path: { id } }, body })),
    [teacherKeys.all],
  );

/** Replaces the circles a teacher teaches; the circles' cards change too. */
export const useSetTeacherClasses = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/teachers/{id}/classes', 'post'> }) =>
      call(api.POST('/api/teachers/{id}/classes', { params: { path: { id } }, body })),
    [teacherKeys.all, classKeys.all],
  );

export const useActivateTeacher = () =>
  useInvalidatingMutation(
    ({ id, is_active }: { id: string; is_active: boolean }) =>
      call(api.PATCH('/api/teachers/{id}/activate', { params: { path: { id } }, body: { is_active } })),
    [teacherKeys.all],
  );

export const useDeleteTeacher = () =>
  useInvalidatingMutation((id: string) => call(api.DELETE('/api/teachers/{id}', { params: { path: { id } } })), [teacherKeys.all, classKeys.all]);
