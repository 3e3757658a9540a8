import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData, ApiQuery } from './types';

/** Cache keys of the daily reports; every change invalidates `all` (the list, the statistics and the reports). */
export const dailyReportKeys = {
  all: ['daily-reports'] as const,
  list: (params: DailyReportParams) => [...dailyReportKeys.all, 'list', params] as const,
  statistics: (params: DailyReportParams) => [...dailyReportKeys.all, 'statistics', params] as const,
  detail: (id: number) => [...dailyReportKeys.all, 'detail', id] as const,
};

export type DailyReportParams = NonNullable<ApiQuery<'/api/daily-reports', 'get'>>;
export type DailyReport = ApiData<'/api/daily-reports', 'get'>['reports'][number];
export type DailyReportDetail = ApiData<'/api/daily-reports/{id}', 'get'>['report'];
export type ClassReport = DailyReportDetail['class_reports'][number];
export type DailyReportBody = ApiBody<'/api/daily-reports', 'post'>;

export const dailyReportQueries = {
  list: (params: DailyReportParams) =>
    queryOptions({ queryKey: dailyReportKeys.list(params), queryFn: () => call(api.GET('/api/daily-reports', { params: { query: params } })) }),
  statistics: (params: DailyReportParams) =>
    queryOptions({
      queryKey: dailyReportKeys.statistics(params),
      queryFn: () => call(api.GET('/api/daily-reports/statistics/summary', { params: { query: params } })),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: dailyReportKeys.detail(id),
      queryFn: async () => (await call(api.GET('/api/daily-reports/{id}', { params: { path: { id } } }))).report,
    }),
};

/** A row per active circle of a complex for a day, from that day's attendance and grades (nothing is saved). */
export async function autoFillReport(schoolId: number, date: string): Promise<ClassReport[]> {
  return (await call(api.GET('/api/daily-reports/auto-fill/{schoolId}/{date}', { params: { path: { schoolId, date } } }))).class_reports;
}

export function useCreateDailyReport() {
  return useInvalidatingMutation((body: DailyReportBody) => call(api.POST('/api/daily-reports', { body })), [dailyReportKeys.all]);
}

export function useUpdateDailyReport() {
  return useInvalidatingMutation(
    ({ id, body }: { id: number; body: DailyReportBody }) => call(api.PUT('/api/daily-reports/{id}', { params: { path: { id } }, body })),
    [dailyReportKeys.all],
  );
}

export function useDeleteDailyReport() {
  return useInvalidatingMutation((id: number) => call(api.DELETE('/api/daily-reports/{id}', { params: { path: { id } } })), [dailyReportKeys.all]);
}
