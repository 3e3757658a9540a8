import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { call } from './request';
import type { ApiData } from './types';

/**
 * Cache keys of the `parent-students` tag (the children page's follow-up). Nothing here is written: the grades, marks, points and
 * links these read change through their own tags, whose screens a parent does not open.
 */
export const parentStudentKeys = {
  all: ['parent-students'] as const,
  student: (id: string) => [...parentStudentKeys.all, 'student', id] as const,
  overview: (id: string) => [...parentStudentKeys.all, 'overview', id] as const,
};

export type ParentStudentDetail = ApiData<'/api/parent-students/student/{id}', 'get'>;
export type ChildOverview = ApiData<'/api/parent-students/student/{id}/overview', 'get'>;

export const parentStudentQueries = {
  /** One linked child in detail, with their latest grades and attendance. */
  student: (id: string) =>
    queryOptions({ queryKey: parentStudentKeys.student(id), queryFn: () => call(api.GET('/api/parent-students/student/{id}', { params: { path: { id } } })) }),
  /** The children page's statistics, goals and history of one linked child. */
  overview: (id: string) =>
    queryOptions({
      queryKey: parentStudentKeys.overview(id),
      queryFn: () => call(api.GET('/api/parent-students/student/{id}/overview', { params: { path: { id } } })),
    }),
};
