import { queryOptions } from '@tanstack/react-query';
import { session } from '../session/session';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData } from './types';

/** Cache keys of the signed-in person's own profile. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export type Profile = ApiData<'/api/profile/me', 'get'>['user'];

export const profileQueries = {
  me: () => queryOptions({ queryKey: profileKeys.me(), queryFn: async () => (await call(api.GET('/api/profile/me'))).user }),
};

/** Saves phone, e-mail, address and date of birth; the session's user follows (the top bar shows the same person). */
export function useUpdateProfile() {
  return useInvalidatingMutation(
    (body: ApiBody<'/api/profile/me', 'put'>) => call(api.PUT('/api/profile/me', { body })),
    [profileKeys.all],
    (data) => session.setUser(data.user),
  );
}

/** Changes one's own password: every other session ends; this one goes on with the token the answer carries. */
export function useChangePassword() {
  return useInvalidatingMutation(
    (body: ApiBody<'/api/profile/change-password', 'post'>) => call(api.POST('/api/profile/change-password', { body })),
    [],
    (data) => {
      const { user } = session.get();
      if (user) session.signIn(data.token, user);
    },
  );
}
