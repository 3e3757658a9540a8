import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { studentKeys } from './students';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';
import { userKeys } from './users';

/** Cache keys of the `children` tag (a parent's links); a change also refreshes the people lists' counts. */
export const childKeys = {
  all: ['children'] as const,
  of: (parentId: string) => [...childKeys.all, 'of', parentId] as const,
  available: (parentId: string) => [...childKeys.all, 'available', parentId] as const,
};

export const childQueries = {
  /** A parent's linked children. */
  of: (parentId: string) =>
    queryOptions({
      queryKey: childKeys.of(parentId),
      queryFn: async () => (await call(api.GET('/api/children/{parentId}', { params: { path: { parentId } } }))).children,
    }),
  /** The students this parent may still be linked to. */
  available: (parentId: string) =>
    queryOptions({
      queryKey: childKeys.available(parentId),
      queryFn: async () => (await call(api.GET('/api/children/{parentId}/available', { params: { path: { parentId } } }))).students,
    }),
};

export const useLinkChild = () =>
  useInvalidatingMutation(
    ({ parentId, body }: { parentId: string; body: ApiBody<'/api/children/{parentId}/add', 'post'> }) =>
      call(api.POST('/api/children/{parentId}/add', { params: { path: { parentId } }, body })),
    [childKeys.all, userKeys.all, studentKeys.all],
  );

export const useUnlinkChild = () =>
  useInvalidatingMutation(
    ({ parentId, relationshipId }: { parentId: string; relationshipId: number }) =>
      call(api.DELETE('/api/children/{parentId}/{relationshipId}', { params: { path: { parentId, relationshipId } } })),
    [childKeys.all, userKeys.all, studentKeys.all],
  );
