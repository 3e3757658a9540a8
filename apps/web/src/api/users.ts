import { queryOptions } from '@tanstack/react-query';
import { classKeys } from './classes';
import { dashboardKeys } from './dashboard';
import { api } from './client';
import { parentKeys } from './parents';
import { passwordKeys } from './passwords';
import { schoolKeys } from './schools';
import { studentKeys } from './students';
import { teacherKeys } from './teachers';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

export type UserListParams = NonNullable<ApiQuery<'/api/users', 'get'>>;

/** Cache keys of the `users` tag (people lists, profiles); every change invalidates `all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams = {}) => [...userKeys.all, 'list', params] as const,
  managers: (params: Omit<UserListParams, 'role'> = {}) => [...userKeys.all, 'managers', params] as const,
};

export const userQueries = {
  /** People the signed-in user may see (parents with `role: 'parent'`), with their linked-children count. */
  list: (params: UserListParams = {}) =>
    queryOptions({ queryKey: userKeys.list(params), queryFn: () => call(api.GET('/api/users', { params: { query: params } })) }),
  /** The complex managers, then the supervisors, of /administrators in one list (the API filters one role at a time). */
  managers: (params: Omit<UserListParams, 'role'> = {}) =>
    queryOptions({
      queryKey: userKeys.managers(params),
      queryFn: async () => {
        const lists = await Promise.all(
          (['administrator', 'supervisor'] as const).map((role) => call(api.GET('/api/users', { params: { query: { ...params, role } } }))),
        );
        return lists.flat();
      },
    }),
};

export const useUpdateProfile = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/users/{id}/profile', 'put'> }) =>
      call(api.PUT('/api/users/{id}/profile', { params: { path: { id } }, body })),
    [userKeys.all],
  );

/**
 * What a decision on an account changes: the people lists, and the top bar's bell, which counts the accounts waiting
 * for approval (switching a pending account on approves it; deleting one takes it off the count).
 */
const DECISION_KEYS = [userKeys.all, dashboardKeys.all];

/** Switches an account on or off (user management, the admin's by default). */
export const useToggleUserActive = () =>
  useInvalidatingMutation((id: string) => call(api.PATCH('/api/users/{id}/toggle-active', { params: { path: { id } } })), DECISION_KEYS);

export const useDeleteUser = () => useInvalidatingMutation((id: string) => call(api.DELETE('/api/users/{id}', { params: { path: { id } } })), DECISION_KEYS);

/** Approves or rejects one pending account. */
export const useDecideUser = () =>
  useInvalidatingMutation(
    ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      decision === 'approve'
        ? call(api.POST('/api/users/{id}/approve', { params: { path: { id } } }))
        : call(api.POST('/api/users/{id}/reject', { params: { path: { id } } })),
    DECISION_KEYS,
  );

/** Approves several pending accounts in one request: all of them, or none. */
export const useApproveUsers = () => useInvalidatingMutation((ids: string[]) => call(api.POST('/api/users/approve', { body: { ids } })), DECISION_KEYS);

/** A role, complex or circle change moves the person between the teachers', students' and circles' lists too. */
const PEOPLE_KEYS = [userKeys.all, teacherKeys.all, studentKeys.all, classKeys.all, schoolKeys.all, passwordKeys.all, parentKeys.all];

/** The account forms of /administrators and /admin-roots: a complex manager, supervisor or platform admin. */
export const useCreateUser = () => useInvalidatingMutation((body: ApiBody<'/api/users', 'post'>) => call(api.POST('/api/users', { body })), PEOPLE_KEYS);

/** The role edit of /user-management, and the managers' and platform admins' edit form. */
export const useUpdateUser = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/users/{id}', 'put'> }) => call(api.PUT('/api/users/{id}', { params: { path: { id } }, body })),
    PEOPLE_KEYS,
  );

/** The platform admins' switch: sets is_active. */
export const useSetUserActive = () =>
  useInvalidatingMutation(
    ({ id, is_active }: { id: string; is_active: boolean }) => call(api.PATCH('/api/users/{id}', { params: { path: { id } }, body: { is_active } })),
    [userKeys.all],
  );
