import { useQuery } from '@tanstack/react-query';
import { allows, isRole, type AccessRule, type Permissions, type Role, type RuleSubject } from '#common';
import { privilegeQueries } from '../api/privileges';
import type { SessionUser } from '../api/types';
import { isLimited, useSession } from './session';

/** The signed-in person as every screen reads them: the route guard, the menus, `useCan`. */
export interface Viewer {
  /** The stored user; null when signed out. */
  user: SessionUser | null;
  /** The user's role, or null when signed out or of a role the platform does not know. */
  role: Role | null;
  /** The user's own grants (empty while they load, and for a limited account, which is not asked). */
  permissions: Permissions;
  /** Signed in, but not yet active or approved: only /about and /profile. */
  limited: boolean;
  /** The grants are still on their way; the guard waits rather than refuse too early. */
  checking: boolean;
  /** What libs/common's `allows`, `decideRoute` and `menuFor` are asked about; null when there is nobody to ask about. */
  subject: RuleSubject | null;
}

const NO_PERMISSIONS: Permissions = {};

/**
 * The one place the viewer is assembled: session user plus cached privileges. A limited account is not asked for
 * its privileges: the guard shows it only /about and /profile whatever it holds, so the call would be wasted.
 */
export function useViewer(): Viewer {
  const { user } = useSession();
  const limited = isLimited(user);
  const enabled = user !== null && !limited;
  const query = useQuery({ ...privilegeQueries.user(user?.id ?? ''), enabled });
  const permissions = query.data ?? NO_PERMISSIONS;
  const role = user && isRole(user.role) ? user.role : null;
  return {
    user,
    role,
    permissions,
    limited,
    checking: enabled && query.isPending,
    subject: user && role ? { role, is_active: user.is_active, account_status: user.account_status, permissions } : null,
  };
}

/**
 * Whether the signed-in user may do what `rule` (from libs/common's RULES) guards: the same `allows` the API's
 * guard asks, so the web hides exactly what the API would refuse. (The API decides; this spares people buttons
 * that cannot work.)
 */
export function useCan(rule: AccessRule): boolean {
  return allows(rule, useViewer().subject);
}
