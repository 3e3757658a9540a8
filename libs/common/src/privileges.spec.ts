import {
  can,
  PRIVILEGE_ACTIONS,
  PRIVILEGE_CATEGORIES,
  PRIVILEGE_EDITOR_GROUPS,
  roleDefaultActions,
  type Permissions,
  type PrivilegeAction,
  type PrivilegeCategory,
} from './privileges.js';
import { ROLES, type Role } from './roles.js';

type Checked = Exclude<PrivilegeAction, 'all'>;
const ACTIONS: readonly Checked[] = ['view', 'create', 'edit', 'delete', 'manage'];

const ALL = 'view create edit delete manage';
const NONE = '';

/**
 * Spec 01 section 6, "Default permissions by role", written out cell by cell: for each role and category, the
 * actions that are allowed ('all' expanded to every action, 'none' to nothing). Every other action is refused.
 */
const EXPECTED: Record<Role, Record<PrivilegeCategory, string>> = {
  admin: { system: ALL, schools: ALL, users: ALL, academic: ALL, attendance: ALL, reports: ALL },
  administrator: {
    system: 'view',
    schools: 'view edit',
    users: 'view create edit',
    academic: ALL,
    attendance: ALL,
    reports: 'view create',
  },
  supervisor: {
    system: 'view',
    schools: 'view',
    users: 'view create edit',
    academic: 'view edit',
    attendance: 'view edit',
    reports: 'view create',
  },
  teacher: { system: NONE, schools: 'view', users: 'view', academic: 'view edit', attendance: ALL, reports: 'view' },
  parent: { system: NONE, schools: 'view', users: NONE, academic: 'view', attendance: 'view', reports: 'view' },
  student: { system: NONE, schools: 'view', users: NONE, academic: 'view', attendance: 'view', reports: 'view' },
};

const cells = (Object.keys(EXPECTED) as Role[]).flatMap((role) =>
  (Object.keys(EXPECTED[role]) as PrivilegeCategory[]).flatMap((category) => {
    const allowed = EXPECTED[role][category].split(' ').filter(Boolean);
    return ACTIONS.map((action) => [role, category, action, allowed.includes(action)] as const);
  }),
);

describe('can: the default table of spec 01 section 6', () => {
  it('covers every cell: 6 roles x 6 categories x 5 actions', () => {
    expect(cells).toHaveLength(180);
    expect(cells.filter(([, , , allowed]) => allowed)).toHaveLength(30 + 18 + 11 + 10 + 4 + 4);
  });

  test.each(cells)('%s / %s / %s -> %s', (role, category, action, allowed) => {
    expect(can({ role }, category, action)).toBe(allowed);
  });

  it('spot checks: administrator schools is view and edit only', () => {
    expect(can({ role: 'administrator' }, 'schools', 'view')).toBe(true);
    expect(can({ role: 'administrator' }, 'schools', 'edit')).toBe(true);
    expect(can({ role: 'administrator' }, 'schools', 'create')).toBe(false);
    expect(can({ role: 'administrator' }, 'schools', 'delete')).toBe(false);
    expect(can({ role: 'administrator' }, 'schools', 'manage')).toBe(false);
  });

  it("asking for 'all' itself is allowed only where the role holds 'all'", () => {
    expect(can({ role: 'admin' }, 'system', 'all')).toBe(true);
    expect(can({ role: 'teacher' }, 'attendance', 'all')).toBe(true);
    expect(can({ role: 'administrator' }, 'academic', 'all')).toBe(true);
    expect(can({ role: 'administrator' }, 'users', 'all')).toBe(false);
    expect(can({ role: 'supervisor' }, 'academic', 'all')).toBe(false);
    expect(can({ role: 'parent' }, 'system', 'all')).toBe(false);
  });
});

describe('can: own grants and lookup order', () => {
  it("a user's own 'all' allows every action of that category and no other category", () => {
    const parent = { role: 'parent' as const, permissions: { reports: ['all'] } satisfies Permissions };
    for (const action of ACTIONS) expect(can(parent, 'reports', action)).toBe(true);
    expect(can(parent, 'reports', 'all')).toBe(true);
    expect(can(parent, 'system', 'manage')).toBe(false);
    expect(can(parent, 'users', 'view')).toBe(false);
    expect(can(parent, 'academic', 'edit')).toBe(false);
  });

  it("a user's own explicit action allows exactly that action", () => {
    const teacher = { role: 'teacher' as const, permissions: { system: ['manage'] } satisfies Permissions };
    expect(can(teacher, 'system', 'manage')).toBe(true);
    expect(can(teacher, 'system', 'delete')).toBe(false);
    expect(can(teacher, 'system', 'view')).toBe(false);
    expect(can(teacher, 'system', 'create')).toBe(false);
    expect(can(teacher, 'system', 'all')).toBe(false);
  });

  it('own grants add to the role default: both the grant and the default hold', () => {
    const supervisor = { role: 'supervisor' as const, permissions: { attendance: ['manage'] } satisfies Permissions };
    expect(can(supervisor, 'attendance', 'manage')).toBe(true);
    expect(can(supervisor, 'attendance', 'view')).toBe(true);
    expect(can(supervisor, 'attendance', 'edit')).toBe(true);
    expect(can(supervisor, 'attendance', 'delete')).toBe(false);
  });

  it('own grants never remove a role default', () => {
    // A narrower or empty own list in a category the role holds must not take the role's actions away.
    const teacher = { role: 'teacher' as const, permissions: { attendance: ['view'], academic: [] } satisfies Permissions };
    expect(can(teacher, 'attendance', 'delete')).toBe(true);
    expect(can(teacher, 'attendance', 'manage')).toBe(true);
    expect(can(teacher, 'academic', 'view')).toBe(true);
    expect(can(teacher, 'academic', 'edit')).toBe(true);
    expect(can(teacher, 'academic', 'manage')).toBe(false);

    const administrator = { role: 'administrator' as const, permissions: { schools: [] } satisfies Permissions };
    expect(can(administrator, 'schools', 'view')).toBe(true);
    expect(can(administrator, 'schools', 'edit')).toBe(true);
    expect(can(administrator, 'schools', 'delete')).toBe(false);

    const admin = { role: 'admin' as const, permissions: { system: ['view'] } satisfies Permissions };
    expect(can(admin, 'system', 'delete')).toBe(true);
  });

  it('null, undefined and empty permissions behave as no own grants', () => {
    for (const permissions of [null, undefined, {}] as const) {
      const parent = { role: 'parent' as const, permissions };
      expect(can(parent, 'system', 'view')).toBe(false);
      expect(can(parent, 'users', 'view')).toBe(false);
      expect(can(parent, 'schools', 'view')).toBe(true);
      expect(can(parent, 'reports', 'create')).toBe(false);
    }
    expect(can({ role: 'student', permissions: null }, 'attendance', 'edit')).toBe(false);
    expect(can({ role: 'teacher', permissions: undefined }, 'attendance', 'delete')).toBe(true);
  });

  it('own grants on a role without that category at all (student users) allow just the grant', () => {
    const student = { role: 'student' as const, permissions: { users: ['view', 'edit'] } satisfies Permissions };
    expect(can(student, 'users', 'view')).toBe(true);
    expect(can(student, 'users', 'edit')).toBe(true);
    expect(can(student, 'users', 'create')).toBe(false);
    expect(can(student, 'users', 'manage')).toBe(false);
  });
});

describe('the privilege editor', () => {
  it('offers exactly the groups of spec 03 section 6, in order', () => {
    expect(PRIVILEGE_EDITOR_GROUPS).toEqual({
      system: ['view', 'manage'],
      schools: ['view', 'edit', 'manage'],
      users: ['view', 'create', 'edit', 'delete', 'manage'],
      academic: ['view', 'edit', 'manage'],
      attendance: ['view', 'edit', 'manage'],
      reports: ['view', 'create'],
    });
    expect(Object.keys(PRIVILEGE_EDITOR_GROUPS)).toEqual([...PRIVILEGE_CATEGORIES]);
  });

  it('offers only known actions, never `all`, each once', () => {
    for (const actions of Object.values(PRIVILEGE_EDITOR_GROUPS)) {
      for (const action of actions) expect(PRIVILEGE_ACTIONS).toContain(action);
      expect(actions).not.toContain('all');
      expect(new Set(actions).size).toBe(actions.length);
    }
  });

  it("roleDefaultActions: a role holding a category's 'all' has every box of it", () => {
    for (const category of PRIVILEGE_CATEGORIES) expect(roleDefaultActions('admin', category)).toEqual(PRIVILEGE_EDITOR_GROUPS[category]);
    expect(roleDefaultActions('teacher', 'attendance')).toEqual(['view', 'edit', 'manage']);
    expect(roleDefaultActions('administrator', 'academic')).toEqual(['view', 'edit', 'manage']);
  });

  it('roleDefaultActions: a role without the category has none; a partial one has just its actions', () => {
    expect(roleDefaultActions('teacher', 'system')).toEqual([]);
    expect(roleDefaultActions('student', 'users')).toEqual([]);
    expect(roleDefaultActions('teacher', 'academic')).toEqual(['view', 'edit']);
    expect(roleDefaultActions('administrator', 'users')).toEqual(['view', 'create', 'edit']);
    expect(roleDefaultActions('supervisor', 'reports')).toEqual(['view', 'create']);
    expect(roleDefaultActions('parent', 'reports')).toEqual(['view']);
  });

  it('roleDefaultActions agrees with can() for every role, category and box', () => {
    for (const role of ROLES) {
      for (const category of PRIVILEGE_CATEGORIES) {
        const defaults = roleDefaultActions(role, category);
        for (const action of PRIVILEGE_EDITOR_GROUPS[category]) expect(defaults.includes(action)).toBe(can({ role }, category, action));
      }
    }
  });
});
