import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

export type UserListParams = NonNullable<ApiQuery<'/api/users', 'get'>>;

/** Cache keys of the `users` tag (people lists, profiles); every change invalidates `all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams = {}) => [...userKeys.all, 'list', params] as const,
};

export const userQueries = {
  /** People the signed-in user may see (parents with `role: 'parent'`), with their linked-children count. */
  list: (params: UserListParams = {}) =>
    queryOptions({ queryKey: userKeys.list(params), queryFn: () => call(api.GET('/api/users', { params: { query: params } })) }),
};

export const useUpdateProfile = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/users/{id}/profile', 'put'> }) =>
      call(api.PUT('/api/users/{id}/profile', { params: { path: { id } }, body })),
    [userKeys.all],
  );

/** Switches an account on or off (user management, the admin's by default). */
export const useToggleUserActive = () =>
  useInvalidatingMutation((id: string) => call(api.PATCH('/api/users/{id}/toggle-active', { params: { path: { id } } })), [userKeys.all]);

export const useDeleteUser = () =>
  useInvalidatingMutation((id: string) => call(api.DELETE('/api/users/{id}', { params: { path: { id } } })), [userKeys.all]);
