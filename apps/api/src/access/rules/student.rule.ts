import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { classesTaught, linkedChildren, managedSchools, ownSchool, self, studentsOfClasses, usersIn } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Students: of the caller's complexes for managers and supervisors, those enrolled in the circles a teacher teaches,
 * a parent's linked children, a student self.
 */
export const studentRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [usersIn(q, managedSchools(q), ['student'])],
    supervisor: (q) => [usersIn(q, ownSchool(q), ['student'])],
    teacher: viewOnly((q) => [studentsOfClasses(q, classesTaught(q))]),
    parent: viewOnly((q) => [linkedChildren(q)]),
    student: viewOnly((q) => [self(q)]),
  },
});
