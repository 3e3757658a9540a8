import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { managedSchools, ownSchool, parentsOfStudentsIn, self } from './predicates.js';
import { all, defineRule, none, viewOnly } from './rule.js';

/** Parents: those linked to students of the caller's complexes for managers and supervisors; a parent self. */
export const parentRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [parentsOfStudentsIn(q, managedSchools(q))],
    supervisor: (q) => [parentsOfStudentsIn(q, ownSchool(q))],
    // Until circles exist a teacher teaches nobody, so reaches no parent either.
    teacher: none,
    parent: viewOnly((q) => [self(q)]),
    student: none,
  },
});
