import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiQuery } from './types';

export type PasswordUsersParams = NonNullable<ApiQuery<'/api/user-management/password-reset-users', 'get'>>;

/** Cache keys of the `passwords` tag. */
export const passwordKeys = {
  all: ['passwords'] as const,
  users: (params: PasswordUsersParams = {}) => [...passwordKeys.all, 'users', params] as const,
};

export const passwordQueries = {
  /** The accounts whose password the signed-in user may set. */
  users: (params: PasswordUsersParams = {}) =>
    queryOptions({
      queryKey: passwordKeys.users(params),
      queryFn: async () => (await call(api.GET('/api/user-management/password-reset-users', { params: { query: params } }))).users,
    }),
};

/** Sets a user's password; their open sessions end. */
export const useResetPassword = () =>
  useInvalidatingMutation(
    (body: ApiBody<'/api/user-management/reset-password', 'post'>) => call(api.POST('/api/user-management/reset-password', { body })),
    [passwordKeys.all],
  );
