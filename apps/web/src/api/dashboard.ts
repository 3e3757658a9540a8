import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { call } from './request';
import type { ApiData } from './types';

/** The signed-in person's figures: the role's own, null where the role has no card. */
export type DashboardStats = ApiData<'/api/dashboard/stats', 'get'>['stats'];
/** One line of the recent activity. */
export type Activity = ApiData<'/api/dashboard/activities', 'get'>['activities'][number];
/** What the top bar's bell counts, and its items. */
export type Notifications = ApiData<'/api/dashboard/notifications', 'get'>;

/** Cache keys of the `dashboard` tag. Nothing writes through it: the figures are read fresh on each visit. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activities: () => [...dashboardKeys.all, 'activities'] as const,
  notifications: () => [...dashboardKeys.all, 'notifications'] as const,
};

/** How often the bell asks again (it also asks when the window regains focus). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const dashboardQueries = {
  stats: () =>
    queryOptions({
      queryKey: dashboardKeys.stats(),
      queryFn: async () => (await call(api.GET('/api/dashboard/stats'))).stats,
    }),
  /** The recent activity; a failure is only logged and the list is empty (spec 03 section 8). */
  activities: () =>
    queryOptions({
      queryKey: dashboardKeys.activities(),
      queryFn: async (): Promise<Activity[]> => {
        try {
          return (await call(api.GET('/api/dashboard/activities'))).activities;
        } catch (error) {
          console.error('dashboard activities', error);
          return [];
        }
      },
    }),
  /** The bell's count, refreshed every minute and whenever the window regains focus. */
  notifications: () =>
    queryOptions({
      queryKey: dashboardKeys.notifications(),
      queryFn: () => call(api.GET('/api/dashboard/notifications')),
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
      refetchOnWindowFocus: true,
      staleTime: 0,
    }),
};
