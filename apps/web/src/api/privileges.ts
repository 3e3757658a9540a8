import { queryOptions } from '@tanstack/react-query';
import { isPrivilegeAction, isPrivilegeCategory, type Permissions, type PrivilegeAction, type PrivilegeCategory, type Role } from '#common';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody } from './types';

/** Spec 01 section 4: a user's privileges are cached for 5 minutes. */
export const PRIVILEGE_CACHE_MS = 5 * 60 * 1000;

/** Cache keys of the `privileges` tag; sign-out clears the whole cache, these included. */
export const privilegeKeys = {
  all: ['privileges'] as const,
  user: (userId: string) => [...privilegeKeys.all, userId] as const,
  /** Another user's privileges as the privilege editor reads them. */
  editor: (userId: string) => [...privilegeKeys.all, 'editor', userId] as const,
};

/** A user's privileges on the privilege editor: their role and their own grants (which add to the role's). */
export interface UserPrivileges {
  user_id: string;
  role: Role;
  permissions: Permissions;
}

/** Keeps only the categories and actions libs/common knows, so a stray value cannot grant anything. */
function toPermissions(raw: Record<string, readonly string[] | undefined>): Permissions {
  const result: Permissions = {};
  for (const [category, actions] of Object.entries(raw)) {
    if (isPrivilegeCategory(category) && Array.isArray(actions)) {
      result[category as PrivilegeCategory] = actions.filter(isPrivilegeAction) as PrivilegeAction[];
    }
  }
  return result;
}

/** The user's own grants; a failed fetch means no custom privileges (the role's defaults still apply). */
async function fetchPrivileges(userId: string): Promise<Permissions> {
  try {
    const data = await call(api.GET('/api/privileges/{userId}', { params: { path: { userId } } }));
    return toPermissions(data.permissions);
  } catch {
    return {};
  }
}

export const privilegeQueries = {
  /** One user's privileges, cached for {@link PRIVILEGE_CACHE_MS}. */
  user: (userId: string) =>
    queryOptions({
      queryKey: privilegeKeys.user(userId),
      queryFn: () => fetchPrivileges(userId),
      staleTime: PRIVILEGE_CACHE_MS,
      gcTime: PRIVILEGE_CACHE_MS,
    }),
  /** The privilege editor's read of a user: unlike {@link privilegeQueries.user}, a failure is the screen's to show. */
  editor: (userId: string) =>
    queryOptions({
      queryKey: privilegeKeys.editor(userId),
      queryFn: async (): Promise<UserPrivileges> => {
        const data = await call(api.GET('/api/privileges/{userId}', { params: { path: { userId } } }));
        return { user_id: data.user_id, role: data.role, permissions: toPermissions(data.permissions) };
      },
    }),
};

type PermissionsBody = ApiBody<'/api/privileges/{userId}', 'put'>['permissions'];

/**
 * Replaces a user's own grants with exactly `permissions` (the privilege editor's save). Every privilege query is
 * refreshed, the signed-in user's own among them.
 */
export const useSavePrivileges = () =>
  useInvalidatingMutation(
    ({ userId, permissions }: { userId: string; permissions: Permissions }) =>
      // libs/common's lists are read-only, the generated body's mutable; the request only serialises them.
      call(api.PUT('/api/privileges/{userId}', { params: { path: { userId } }, body: { permissions: permissions as PermissionsBody } })),
    [privilegeKeys.all],
  );
