import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { classKeys } from './classes';
import { courseKeys } from './courses';
import { lookupList, useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData, ApiQuery } from './types';

/** A semester as the list answers it. */
export type Semester = ApiData<'/api/semesters', 'get'>['semesters'][number];

export type SemesterListParams = NonNullable<ApiQuery<'/api/semesters', 'get'>>;

/** Cache keys of the `semesters` tag; every change invalidates `all`. */
export const semesterKeys = {
  all: ['semesters'] as const,
  list: (params: SemesterListParams = {}) => [...semesterKeys.all, 'list', params] as const,
  lookup: (params: SemesterListParams = {}) => [...semesterKeys.all, 'lookup', params] as const,
  current: (params: SemesterListParams = {}) => [...semesterKeys.all, 'current', params] as const,
};

export const semesterQueries = {
  /** Semesters the signed-in user may see, newest first (a complex's with `school_id`). */
  list: (params: SemesterListParams = {}) =>
    queryOptions({
      queryKey: semesterKeys.list(params),
      queryFn: async () => (await call(api.GET('/api/semesters', { params: { query: params } }))).semesters,
    }),
  /** Semesters as select options (a failure leaves the select empty). */
  lookup: (params: SemesterListParams = {}) =>
    lookupList(semesterKeys.lookup(params), async () => (await call(api.GET('/api/semesters', { params: { query: params } }))).semesters),
};

export const useCreateSemester = () =>
  useInvalidatingMutation((body: ApiBody<'/api/semesters', 'post'>) => call(api.POST('/api/semesters', { body })), [semesterKeys.all, courseKeys.all]);

export const useUpdateSemester = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: ApiBody<'/api/semesters/{id}', 'put'> }) => call(api.PUT('/api/semesters/{id}', { params: { path: { id } }, body })),
    [semesterKeys.all, classKeys.all],
  );

/** Deleting a semester takes its courses along and leaves its circles without one. */
export const useDeleteSemester = () =>
  useInvalidatingMutation(
    (id: number) => call(api.DELETE('/api/semesters/{id}', { params: { path: { id } } })),
    [semesterKeys.all, courseKeys.all, classKeys.all],
  );
