import { MESSAGES } from './messages.js';

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

/** Roles that belong to a complex (users.school_id): the role edit sends a complex only for these. */
export const ROLES_WITH_SCHOOL: readonly Role[] = ['administrator', 'supervisor', 'teacher', 'student'];

/** Roles that belong to a circle: the role edit sends a circle only for these. */
export const ROLES_WITH_CLASS: readonly Role[] = ['teacher', 'student'];

/** Whose children user management manages (spec 02 section 6): parents, and the staff who may be parents too. */
export const ROLES_WITH_CHILDREN: readonly Role[] = ['parent', 'admin', 'administrator', 'teacher'];

/** Roles the admin's account forms create; teachers, students and parents have forms of their own. */
export const ACCOUNT_FORM_ROLES: readonly Role[] = ['admin', 'administrator', 'supervisor'];

/** Where a role edit puts a user: their role, complex and circle. */
export interface RolePlacement {
  role: Role;
  school_id: number | null;
  class_id: number | null;
}

/**
 * The role edit's rules (spec 02 section 5): a complex only for administrator, supervisor, teacher and student, a
 * circle only for teacher and student, and null otherwise, whatever the form still held; a circle never without its
 * complex.
 */
export function placeRole(role: Role, schoolId: number | null | undefined, classId: number | null | undefined): RolePlacement {
  const school_id = ROLES_WITH_SCHOOL.includes(role) ? (schoolId ?? null) : null;
  const class_id = ROLES_WITH_CLASS.includes(role) && school_id !== null ? (classId ?? null) : null;
  return { role, school_id, class_id };
}

/** The field a placement lacks, with its sentence: a complex manager needs a complex. Null when it may be stored. */
export function rolePlacementError(placement: RolePlacement): { path: 'school_id'; msg: string } | null {
  if (placement.role === 'administrator' && placement.school_id === null) return { path: 'school_id', msg: MESSAGES.users.administratorNeedsSchool };
  return null;
}
