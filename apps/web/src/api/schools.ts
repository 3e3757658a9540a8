import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { lookupList, useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';

/** Cache keys of the `schools` tag; every change invalidates `all` (the list and the public list alike). */
export const schoolKeys = {
  all: ['schools'] as const,
  list: () => [...schoolKeys.all, 'list'] as const,
  lookup: () => [...schoolKeys.all, 'lookup'] as const,
  public: () => [...schoolKeys.all, 'public'] as const,
};

export const schoolQueries = {
  /** The complexes the signed-in user may see. */
  list: () => queryOptions({ queryKey: schoolKeys.list(), queryFn: async () => (await call(api.GET('/api/schools'))).schools }),
  /** The same complexes as select options (a failure leaves the select empty). */
  lookup: () => lookupList(schoolKeys.lookup(), async () => (await call(api.GET('/api/schools'))).schools),
  /** Complexes offered on the staff registration form (no session needed). */
  public: () => lookupList(schoolKeys.public(), async () => (await call(api.GET('/api/schools/public'))).schools),
};

export const useCreateSchool = () =>
  useInvalidatingMutation((body: ApiBody<'/api/schools', 'post'>) => call(api.POST('/api/schools', { body })), [schoolKeys.all]);

export const useUpdateSchool = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: ApiBody<'/api/schools/{id}', 'put'> }) => call(api.PUT('/api/schools/{id}', { params: { path: { id } }, body })),
    [schoolKeys.all],
  );

export const useDeleteSchool = () =>
  useInvalidatingMutation((id: number) => call(api.DELETE('/api/schools/{id}', { params: { path: { id } } })), [schoolKeys.all]);
