/** The six roles of the platform, from the highest level to the lowest. */
export const ROLES = ['admin', 'administrator', 'supervisor', 'teacher', 'parent', 'student'] as const;

/** A user's role. */
export type Role = (typeof ROLES)[number];

/** Numeric level of each role (spec 01 section 6): admin 5 down to student 0. */
export const ROLE_LEVELS: Readonly<Record<Role, number>> = {
  admin: 5,
  administrator: 4,
  supervisor: 3,
  teacher: 2,
  parent: 1,
  student: 0,
};

/** Arabic label of each role as the interface shows it. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'المدير العام',
  administrator: 'مدير المجمع',
  supervisor: 'مشرف',
  teacher: 'معلم',
  parent: 'ولي أمر',
  student: 'طالب',
};

/** Roles that work in the side-menu admin console; the others get the top bar. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'administrator', 'supervisor'];

/** Types a person may choose on the staff registration form; teacher is the default. */
export const STAFF_REGISTRATION_TYPES: readonly Role[] = ['teacher', 'admin', 'administrator', 'supervisor'];

/** True when `value` is one of the six roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True for admin, administrator and supervisor, who get the side-menu layout. */
export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}
