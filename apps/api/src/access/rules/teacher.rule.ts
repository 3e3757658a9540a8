import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { managedSchools, ownSchool, self, usersIn } from './predicates.js';
import { all, defineRule, none, viewOnly } from './rule.js';

/** Teachers: those of the caller's complexes for managers and supervisors; a teacher sees themselves. */
export const teacherRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [usersIn(q, managedSchools(q), ['teacher'])],
    supervisor: (q) => [usersIn(q, ownSchool(q), ['teacher'])],
    teacher: viewOnly((q) => [self(q)]),
    parent: none,
    student: none,
  },
});
