import { queryOptions, useQuery } from '@tanstack/react-query';
import { session, useSession } from '../session/session';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';

/** Cache keys of the `auth` tag. */
export const authKeys = {
  all: ['auth'] as const,
  me: (token: string | null) => [...authKeys.all, 'me', token] as const,
};

export const authQueries = {
  /**
   * The stored user, refreshed from the server (an approval or a deactivation shows without signing in again); an
   * expired token answers 401 here, which the client turns into a trip to /login.
   */
  me: (token: string | null) =>
    queryOptions({
      queryKey: authKeys.me(token),
      queryFn: async () => {
        const data = await call(api.GET('/api/auth/me'));
        session.setUser(data.user, token);
        return data.user;
      },
      enabled: token !== null,
      staleTime: 5 * 60 * 1000,
    }),
};

/** Signs in and keeps the token and user on this device. */
export const useLogin = () =>
  useInvalidatingMutation(
    (body: ApiBody<'/api/auth/login', 'post'>) => call(api.POST('/api/auth/login', { body })),
    [],
    (data) => session.signIn(data.token, data.user),
  );

/** Keeps the signed-in user fresh while a layout is shown. */
export function useRefreshUser(): void {
  const { token } = useSession();
  useQuery(authQueries.me(token));
}
