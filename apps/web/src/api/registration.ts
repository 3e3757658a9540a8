import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#common';
import { api } from './client';
import { call } from './request';
import type { ApiBody } from './types';

export const useRegisterParent = () =>
  useMutation({
    mutationFn: (body: ApiBody<'/api/parents', 'post'>) => call(api.POST('/api/parents', { body }), MESSAGES.registrationFailedParent),
  });

export const useRegisterStudent = () =>
  useMutation({
    mutationFn: (body: ApiBody<'/api/students', 'post'>) => call(api.POST('/api/students', { body }), MESSAGES.registrationFailedParent),
  });

export const useRegisterStaff = () =>
  useMutation({
    mutationFn: (body: ApiBody<'/api/teachers', 'post'>) => call(api.POST('/api/teachers', { body }), MESSAGES.registrationFailedStaff),
  });

/** Complexes offered on the staff registration form; a failure only leaves the list empty (spec 01 section 8). */
export function usePublicSchools() {
  return useQuery({
    queryKey: ['schools', 'public'],
    queryFn: async () => {
      try {
        return (await call(api.GET('/api/schools/public'), MESSAGES.schoolsLoadFailed)).schools;
      } catch (error) {
        console.error(error);
        return [];
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}
