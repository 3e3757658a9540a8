import { queryOptions } from '@tanstack/react-query';
import { isPrivilegeAction, isPrivilegeCategory, type Permissions, type PrivilegeAction, type PrivilegeCategory } from '#common';
import { api } from './client';
import { call } from './request';

/** Spec 01 section 4: a user's privileges are cached for 5 minutes. */
export const PRIVILEGE_CACHE_MS = 5 * 60 * 1000;

/** Cache keys of the `privileges` tag; sign-out clears the whole cache, these included. */
export const privilegeKeys = {
  all: ['privileges'] as const,
  user: (userId: string) => [...privilegeKeys.all, userId] as const,
};

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
};
