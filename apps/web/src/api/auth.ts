import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#common';
import { session, useSession } from '../session/session';
import { api } from './client';
import { call } from './request';
import type { ApiBody } from './types';

/** Signs in and keeps the token and user on this device. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: ApiBody<'/api/auth/login', 'post'>) => call(api.POST('/api/auth/login', { body }), MESSAGES.loginFailed),
    onSuccess: (data) => session.signIn(data.token, data.user),
  });
}

/**
 * Refreshes the stored user from the server (an approval or a deactivation shows without signing in again);
 * an expired token answers 401 here, which the client turns into a trip to /login.
 */
export function useRefreshUser(): void {
  const { token } = useSession();
  useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: async () => {
      const data = await call(api.GET('/api/auth/me'), MESSAGES.unauthenticated);
      session.setUser(data.user);
      return data.user;
    },
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });
}
