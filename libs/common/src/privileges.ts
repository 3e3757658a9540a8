import type { Role } from './roles.js';

/** Privilege categories (spec 01 section 6). */
export const PRIVILEGE_CATEGORIES = ['system', 'schools', 'users', 'academic', 'attendance', 'reports'] as const;
/** One privilege category. */
export type PrivilegeCategory = (typeof PRIVILEGE_CATEGORIES)[number];

/** Privilege actions; `all` stands for every action of its category. */
export const PRIVILEGE_ACTIONS = ['view', 'create', 'edit', 'delete', 'manage', 'all'] as const;
/** One privilege action. */
export type PrivilegeAction = (typeof PRIVILEGE_ACTIONS)[number];

/** A set of privileges: for each category, the actions it allows. */
export type Permissions = Partial<Record<PrivilegeCategory, readonly PrivilegeAction[]>>;

/** Arabic labels of the categories and actions, for the privilege editor. */
export const PRIVILEGE_CATEGORY_LABELS: Readonly<Record<PrivilegeCategory, string>> = {
  system: 'النظام',
  schools: 'مجمعات الحلقات',
  users: 'المستخدمون',
  academic: 'الشؤون الأكاديمية',
  attendance: 'الحضور',
  reports: 'التقارير',
};
export const PRIVILEGE_ACTION_LABELS: Readonly<Record<PrivilegeAction, string>> = {
  view: 'عرض',
  create: 'إضافة',
  edit: 'تعديل',
  delete: 'حذف',
  manage: 'إدارة',
  all: 'كل الصلاحيات',
};

/** Default privileges of each role: the table of spec 01 section 6. */
export const ROLE_DEFAULT_PERMISSIONS: Readonly<Record<Role, Permissions>> = {
  admin: { system: ['all'], schools: ['all'], users: ['all'], academic: ['all'], attendance: ['all'], reports: ['all'] },
  administrator: {
    system: ['view'],
    schools: ['view', 'edit'],
    users: ['view', 'create', 'edit'],
    academic: ['all'],
    attendance: ['all'],
    reports: ['view', 'create'],
  },
  supervisor: {
    system: ['view'],
    schools: ['view'],
    users: ['view', 'create', 'edit'],
    academic: ['view', 'edit'],
    attendance: ['view', 'edit'],
    reports: ['view', 'create'],
  },
  teacher: { schools: ['view'], users: ['view'], academic: ['view', 'edit'], attendance: ['all'], reports: ['view'] },
  parent: { schools: ['view'], academic: ['view'], attendance: ['view'], reports: ['view'] },
  student: { schools: ['view'], academic: ['view'], attendance: ['view'], reports: ['view'] },
};

/** The part of a user that privilege checks read: the role and the user's own stored grants. */
export interface PrivilegeSubject {
  role: Role;
  permissions?: Permissions | null;
}

/** One required privilege. */
export interface PrivilegeRequirement {
  category: PrivilegeCategory;
  action: PrivilegeAction;
}

/**
 * Whether `user` may perform `action` in `category`. The lookup order is the spec's: the user's own explicit
 * action, then the user's own `all`, then the role's `all`, then the role's action. Grants only add, so the first
 * match allows and nothing denies.
 */
export function can(user: PrivilegeSubject, category: PrivilegeCategory, action: PrivilegeAction): boolean {
  const own = user.permissions?.[category] ?? [];
  const role = ROLE_DEFAULT_PERMISSIONS[user.role]?.[category] ?? [];
  return own.includes(action) || own.includes('all') || role.includes('all') || role.includes(action);
}

/** True when `value` names a privilege category. */
export function isPrivilegeCategory(value: unknown): value is PrivilegeCategory {
  return typeof value === 'string' && (PRIVILEGE_CATEGORIES as readonly string[]).includes(value);
}

/** True when `value` names a privilege action. */
export function isPrivilegeAction(value: unknown): value is PrivilegeAction {
  return typeof value === 'string' && (PRIVILEGE_ACTIONS as readonly string[]).includes(value);
}

/** The privilege editor's groups (spec 03 section 6): for each category, the actions it offers as boxes. */
export const PRIVILEGE_EDITOR_GROUPS: Readonly<Record<PrivilegeCategory, readonly PrivilegeAction[]>> = {
  system: ['view', 'manage'],
  schools: ['view', 'edit', 'manage'],
  users: ['view', 'create', 'edit', 'delete', 'manage'],
  academic: ['view', 'edit', 'manage'],
  attendance: ['view', 'edit', 'manage'],
  reports: ['view', 'create'],
};

/**
 * The actions of `category`'s editor group that `role` already holds by default, with no own grants (the editor
 * shows them ticked and fixed). A role holding the category's `all` has every one.
 */
export function roleDefaultActions(role: Role, category: PrivilegeCategory): PrivilegeAction[] {
  return PRIVILEGE_EDITOR_GROUPS[category].filter((action) => can({ role }, category, action));
}
