import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { gradingKeys } from './grading';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData, ApiQuery } from './types';

/** Cache keys of behaviour points; every change invalidates `all` and the grading tables that sum points. */
export const pointsKeys = {
  all: ['points'] as const,
  classes: () => [...pointsKeys.all, 'classes'] as const,
  grid: (classId: number, semesterId: number) => [...pointsKeys.all, 'grid', classId, semesterId] as const,
  student: (studentId: string, params: StudentPointsParams) => [...pointsKeys.all, 'student', studentId, params] as const,
  report: (params: PointsReportParams) => [...pointsKeys.all, 'report', params] as const,
};

export type PointsEntry = ApiData<'/api/points/student/{studentId}', 'get'>['points'][number];
export type PointsGrid = ApiData<'/api/points/class/{classId}', 'get'>;
export type PointsReportRow = ApiData<'/api/points/reports/students-summary', 'get'>['students'][number];
export type StudentPointsParams = NonNullable<ApiQuery<'/api/points/student/{studentId}', 'get'>>;
export type PointsReportParams = NonNullable<ApiQuery<'/api/points/reports/students-summary', 'get'>>;
export type GivePointsBody = ApiBody<'/api/points', 'post'>;
export type UpdatePointsBody = ApiBody<'/api/points/{id}', 'put'>;
export type DayPointsBody = ApiBody<'/api/points/day', 'put'>;

export const pointsQueries = {
  /** The circles the caller may read points of. */
  classes: () => queryOptions({ queryKey: pointsKeys.classes(), queryFn: () => call(api.GET('/api/points/teacher/my-classes')) }),
  /** A circle's points grid: the last 30 working days, every entry of the semester and each student's total. */
  grid: (classId: number, semesterId: number) =>
    queryOptions({
      queryKey: pointsKeys.grid(classId, semesterId),
      queryFn: () => call(api.GET('/api/points/class/{classId}', { params: { path: { classId }, query: { semester_id: semesterId } } })),
    }),
  /** A student's points, a page at a time, with the totals of every page. */
  student: (studentId: string, params: StudentPointsParams = {}) =>
    queryOptions({
      queryKey: pointsKeys.student(studentId, params),
      queryFn: () => call(api.GET('/api/points/student/{studentId}', { params: { path: { studentId }, query: params } })),
    }),
  /** Each student's total, count and average between two days. */
  report: (params: PointsReportParams) =>
    queryOptions({ queryKey: pointsKeys.report(params), queryFn: () => call(api.GET('/api/points/reports/students-summary', { params: { query: params } })) }),
};

const CHANGED = [pointsKeys.all, gradingKeys.all];

export function useGivePoints() {
  return useInvalidatingMutation((body: GivePointsBody) => call(api.POST('/api/points', { body })), CHANGED);
}

export function useUpdatePoints() {
  return useInvalidatingMutation(
    ({ id, body }: { id: number; body: UpdatePointsBody }) => call(api.PUT('/api/points/{id}', { params: { path: { id } }, body })),
    CHANGED,
  );
}

/** A circle's whole day at once: each row gives, changes or (without points) removes one student's entry. */
export function useSaveDayPoints() {
  return useInvalidatingMutation((body: DayPointsBody) => call(api.PUT('/api/points/day', { body })), CHANGED);
}

export function useDeletePoints() {
  return useInvalidatingMutation((id: number) => call(api.DELETE('/api/points/{id}', { params: { path: { id } } })), CHANGED);
}
