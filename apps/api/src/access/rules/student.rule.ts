import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { linkedChildren, managedSchools, ownSchool, self, usersIn } from './predicates.js';
import { all, defineRule, none, viewOnly } from './rule.js';

/** Students: of the caller's complexes for managers and supervisors, a parent's linked children, a student self. */
export const studentRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [usersIn(q, managedSchools(q), ['student'])],
    supervisor: (q) => [usersIn(q, ownSchool(q), ['student'])],
    // Until circles exist a teacher teaches nobody; class.rule.ts will export the students of the circles they teach.
    teacher: none,
    parent: viewOnly((q) => [linkedChildren(q)]),
    student: viewOnly((q) => [self(q)]),
  },
});
