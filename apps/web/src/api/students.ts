import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';

/** Cache keys of the `students` tag. */
export const studentKeys = {
  all: ['students'] as const,
};

/** Public student registration. */
export const useRegisterStudent = () =>
  useInvalidatingMutation((body: ApiBody<'/api/students', 'post'>) => call(api.POST('/api/students', { body })), [studentKeys.all]);
