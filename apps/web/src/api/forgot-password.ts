import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { call } from './request';
import type { ApiBody } from './types';

// "Forgot password" (public): ask for a link, check the link's token, set the new password. Nothing is cached.

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: ApiBody<'/api/forgot-password/request', 'post'>) => call(api.POST('/api/forgot-password/request', { body })) });
}

export function useVerifyResetToken() {
  return useMutation({ mutationFn: (token: string) => call(api.POST('/api/forgot-password/verify-token', { body: { token } })) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ApiBody<'/api/forgot-password/reset', 'post'>) => call(api.POST('/api/forgot-password/reset', { body })) });
}
