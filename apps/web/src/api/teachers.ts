import { api } from './client';
import { lookupList, useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

type TeacherListParams = NonNullable<ApiQuery<'/api/teachers', 'get'>>;

/** Cache keys of the `teachers` tag (teachers, complex managers and supervisors). */
export const teacherKeys = {
  all: ['teachers'] as const,
  list: (params: TeacherListParams = {}) => [...teacherKeys.all, 'list', params] as const,
};

export const teacherQueries = {
  /** Staff of one kind as select options (complex managers on the complex form, say). */
  lookup: (params: TeacherListParams) =>
    lookupList(teacherKeys.list(params), async () => (await call(api.GET('/api/teachers', { params: { query: params } }))).teachers),
};

/** Public staff registration (teachers, complex managers, supervisors). */
export const useRegisterStaff = () =>
  useInvalidatingMutation((body: ApiBody<'/api/teachers', 'post'>) => call(api.POST('/api/teachers', { body })), [teacherKeys.all]);
