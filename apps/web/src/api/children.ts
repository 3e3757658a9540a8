import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { dashboardKeys } from './dashboard';
import { studentKeys } from './students';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData } from './types';
import { userKeys } from './users';

/** A parent's links as GET /api/children/{parentId} answers them: the confirmed children, and the pending requests. */
export type ChildLinks = ApiData<'/api/children/{parentId}', 'get'>;
/** A link waiting for the child's complex, as the parent sees it: the request only. */
export type PendingChild = ChildLinks['pending'][number];
/** A parent's request as the staff who confirm it see it (GET /api/children/pending). */
export type PendingChildLink = ApiData<'/api/children/pending', 'get'>['links'][number];

async function linksOf(parentId: string): Promise<ChildLinks> {
  const answer = await call(api.GET('/api/children/{parentId}', { params: { path: { parentId } } }));
  // An answer without requests (an older server) has none waiting.
  return { children: answer.children, pending: answer.pending ?? [] };
}

/** Cache keys of the `children` tag (a parent's links); a change also refreshes the people lists' counts. */
export const childKeys = {
  all: ['children'] as const,
  of: (parentId: string) => [...childKeys.all, 'of', parentId] as const,
  available: (parentId: string) => [...childKeys.all, 'available', parentId] as const,
  pending: () => [...childKeys.all, 'pending'] as const,
};

export const childQueries = {
  /** A parent's linked children: the confirmed ones (`children`) and the requests waiting for a complex (`pending`). */
  links: (parentId: string) => queryOptions({ queryKey: childKeys.of(parentId), queryFn: () => linksOf(parentId) }),
  /** A parent's confirmed children alone (the same call and cache as {@link childQueries.links}). */
  of: (parentId: string) => queryOptions({ queryKey: childKeys.of(parentId), queryFn: () => linksOf(parentId), select: (links: ChildLinks) => links.children }),
  /** Parents' requests waiting for the caller's confirmation (the children they may edit). */
  pending: () =>
    queryOptions({
      queryKey: childKeys.pending(),
      queryFn: async () => (await call(api.GET('/api/children/pending'))).links,
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

/** Confirms or refuses a parent's request; the bell's count follows. */
export const useDecideChildLink = () =>
  useInvalidatingMutation(
    ({ relationshipId, decision }: { relationshipId: number; decision: 'approve' | 'reject' }) =>
      decision === 'approve'
        ? call(api.POST('/api/children/pending/{relationshipId}/approve', { params: { path: { relationshipId } } }))
        : call(api.POST('/api/children/pending/{relationshipId}/reject', { params: { path: { relationshipId } } })),
    [childKeys.all, userKeys.all, studentKeys.all, dashboardKeys.all],
  );
