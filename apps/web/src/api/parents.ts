import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';

/** Cache keys of the `parents` tag. */
export const parentKeys = {
  all: ['parents'] as const,
};

/** Public parent registration (children linked by national ID, optionally the parent as a student too). */
export const useRegisterParent = () =>
  useInvalidatingMutation((body: ApiBody<'/api/parents', 'post'>) => call(api.POST('/api/parents', { body })), [parentKeys.all]);
