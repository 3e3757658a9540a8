import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { can, isPrivilegeAction, isPrivilegeCategory, isRole, type Permissions, type PrivilegeAction, type PrivilegeCategory } from '#common';
import { api } from '../api/client';
import { call } from '../api/request';
import { isLimited, useSession } from './session';

/** Spec 01 section 4: a user's privileges are cached for 5 minutes. */
export const PRIVILEGE_CACHE_MS = 5 * 60 * 1000;

/** Cache key of one user's privileges; sign-out removes every key under `privileges`. */
export const privilegesKey = (userId: string) => ['privileges', userId] as const;

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
export async function fetchPrivileges(userId: string): Promise<Permissions> {
  try {
    const data = await call(api.GET('/api/privileges/{userId}', { params: { path: { userId } } }), '');
    return toPermissions(data.permissions);
  } catch {
    return {};
  }
}

/** The cached query of a user's privileges. */
export const privilegesQuery = (userId: string) =>
  queryOptions({
    queryKey: privilegesKey(userId),
    queryFn: () => fetchPrivileges(userId),
    staleTime: PRIVILEGE_CACHE_MS,
    gcTime: PRIVILEGE_CACHE_MS,
  });

/** Fetches the user's privileges again (after an administrator changed them, say). */
export function refreshPrivileges(client: QueryClient, userId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: privilegesKey(userId) });
}

/**
 * The signed-in user's privileges. A limited account is not asked for: the guard shows it only /about and
 * /profile whatever it holds, so the call would be wasted.
 */
export function usePrivileges(): { permissions: Permissions; checking: boolean } {
  const { user } = useSession();
  const enabled = user !== null && !isLimited(user);
  const query = useQuery({ ...privilegesQuery(user?.id ?? ''), enabled });
  return { permissions: query.data ?? {}, checking: enabled && query.isPending };
}

/**
 * Whether the signed-in user may take an action, by libs/common's `can` with their privileges: the web hides what
 * the API would refuse. (The API decides; this only spares people buttons that cannot work.)
 */
export function useCan(): (category: PrivilegeCategory, action: PrivilegeAction) => boolean {
  const { user } = useSession();
  const { permissions } = usePrivileges();
  return (category, action) => user !== null && isRole(user.role) && !isLimited(user) && can({ role: user.role, permissions }, category, action);
}
