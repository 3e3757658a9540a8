import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '#common';
import { api } from './client';
import { call } from './request';
import type { ApiBody } from './types';

const SCHOOLS_KEY = ['schools', 'list'] as const;

export const useSchools = () =>
  useQuery({
    queryKey: SCHOOLS_KEY,
    queryFn: async () => (await call(api.GET('/api/schools'), MESSAGES.schoolsLoadFailed)).schools,
  });

/** Every change to a complex refreshes the list (and the public list the registration form shows). */
function useSchoolMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['schools'] }),
  });
}

export const useCreateSchool = () =>
  useSchoolMutation((body: ApiBody<'/api/schools', 'post'>) => call(api.POST('/api/schools', { body }), MESSAGES.schoolAddFailed));

export const useUpdateSchool = () =>
  useSchoolMutation(({ id, body }: { id: number; body: ApiBody<'/api/schools/{id}', 'put'> }) =>
    call(api.PUT('/api/schools/{id}', { params: { path: { id } }, body }), MESSAGES.schoolUpdateFailed),
  );

export const useToggleSchool = () =>
  useSchoolMutation(({ id, is_active }: { id: number; is_active: boolean }) =>
    call(api.PUT('/api/schools/{id}', { params: { path: { id } }, body: { is_active } }), MESSAGES.schoolToggleFailed),
  );

export const useDeleteSchool = () =>
  useSchoolMutation((id: number) => call(api.DELETE('/api/schools/{id}', { params: { path: { id } } }), MESSAGES.schoolDeleteFailed));

/** Administrators offered on the complex form; a failure is only logged (spec 01 section 8). */
export function useAdministrators(enabled: boolean) {
  return useQuery({
    queryKey: ['teachers', 'administrators'],
    enabled,
    queryFn: async () => {
      try {
        const data = await call(api.GET('/api/teachers', { params: { query: { user_type: 'administrator' } } }), '');
        return data.teachers;
      } catch (error) {
        console.error(error);
        return [];
      }
    },
  });
}
