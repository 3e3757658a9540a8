import {
  PRIVILEGE_CATEGORIES,
  PRIVILEGE_EDITOR_GROUPS,
  roleDefaultActions,
  type Permissions,
  type PrivilegeAction,
  type PrivilegeCategory,
  type Role,
} from '#common';

/**
 * How the editor draws one box: held by the role (ticked, fixed), covered by the user's own `all` of the category
 * (ticked, fixed), or the user's own grant to give or take (`granted` ticked, `off` not).
 */
export type BoxState = 'role' | 'all' | 'granted' | 'off';

/** The state of each box of `category` for a user of `role` whose editable grants are `ticks`. */
export function boxStates(role: Role, stored: Permissions, ticks: Permissions, category: PrivilegeCategory): [PrivilegeAction, BoxState][] {
  const defaults = roleDefaultActions(role, category);
  const ownAll = stored[category]?.includes('all') ?? false;
  return PRIVILEGE_EDITOR_GROUPS[category].map((action) => {
    if (defaults.includes(action)) return [action, 'role'];
    if (ownAll) return [action, 'all'];
    return [action, ticks[category]?.includes(action) ? 'granted' : 'off'];
  });
}

/** The boxes of `category` the editor lets one tick or clear: neither the role's nor under the user's own `all`. */
function editable(role: Role, stored: Permissions, category: PrivilegeCategory): PrivilegeAction[] {
  return boxStates(role, stored, {}, category)
    .filter(([, state]) => state === 'off')
    .map(([action]) => action);
}

/** The editable boxes ticked when the editor opens: the user's stored grants among them. */
export function initialTicks(role: Role, stored: Permissions): Permissions {
  const ticks: Permissions = {};
  for (const category of PRIVILEGE_CATEGORIES) {
    const own = editable(role, stored, category).filter((action) => stored[category]?.includes(action));
    if (own.length) ticks[category] = own;
  }
  return ticks;
}

/**
 * The stored grants the editor has no box for (an own `all`, the create of complexes, a grant the role already
 * holds): kept unchanged by every save.
 */
export function keptGrants(role: Role, stored: Permissions): Permissions {
  const kept: Permissions = {};
  for (const category of PRIVILEGE_CATEGORIES) {
    const boxes = editable(role, stored, category);
    const rest = (stored[category] ?? []).filter((action) => !boxes.includes(action));
    if (rest.length) kept[category] = rest;
  }
  return kept;
}

/** The body of the save: the kept grants plus the ticked boxes, each action once, empty categories left out. */
export function grantsToSave(role: Role, stored: Permissions, ticks: Permissions): Permissions {
  const kept = keptGrants(role, stored);
  const result: Permissions = {};
  for (const category of PRIVILEGE_CATEGORIES) {
    const boxes = editable(role, stored, category);
    const ticked = (ticks[category] ?? []).filter((action) => boxes.includes(action));
    const actions = [...new Set([...(kept[category] ?? []), ...ticked])];
    if (actions.length) result[category] = actions;
  }
  return result;
}

/** True when the ticks differ from what is stored, so there is something to save. */
export function hasChanges(role: Role, stored: Permissions, ticks: Permissions): boolean {
  const before = initialTicks(role, stored);
  return PRIVILEGE_CATEGORIES.some((category) => {
    const a = new Set(before[category] ?? []);
    const b = new Set(ticks[category] ?? []);
    return a.size !== b.size || [...a].some((action) => !b.has(action));
  });
}

/** True when the role holds every box of every category (the admin): there is nothing to grant. */
export function roleHoldsEverything(role: Role): boolean {
  return PRIVILEGE_CATEGORIES.every((category) => roleDefaultActions(role, category).length === PRIVILEGE_EDITOR_GROUPS[category].length);
}
