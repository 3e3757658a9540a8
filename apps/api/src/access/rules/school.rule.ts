import { admitsByRoleOrPrivilege, MESSAGES, RULES } from '#common';
import { School } from '../../schools/entities/school.entity.js';
import type { AuthUser } from '../auth-user.js';
import { childrensSchools, managedSchools, ownSchool } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Complexes. The admin reaches all; a manager the complexes assigned to them (schools.administrator_id); everyone
 * else sees the complex they work or study in, and a parent those of their linked children. Edits and deletes: the admin, a manager on their complexes, and a supervisor
 * granted the privilege on their own complex (the endpoint's privilege check decides whether they may at all).
 */
export const schoolRule = defineRule({
  table: School,
  notFound: MESSAGES.schools.notFound,
  grants: {
    admin: all,
    administrator: (q) => [managedSchools(q)],
    supervisor: (q) => [ownSchool(q)],
    teacher: viewOnly((q) => [ownSchool(q)]),
    parent: viewOnly((q) => [childrensSchools(q)]),
    student: viewOnly((q) => [ownSchool(q)]),
  },
});

/** Only the admin assigns a complex to its manager; a manager editing their complex cannot hand it over. */
export function mayAssignManager(caller: AuthUser): boolean {
  return admitsByRoleOrPrivilege(RULES.schools.assignManager, caller);
}
