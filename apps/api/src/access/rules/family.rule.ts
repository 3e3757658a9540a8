import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { classesTaught, managedSchools, ownSchool, parentsOfStudents, parentsOfStudentsIn, self, studentsOfClasses } from './predicates.js';
import { all, defineRule, none, viewOnly } from './rule.js';

/**
 * Whose family links (parent to children) a caller reaches, keyed by the parent: a parent their own, to read and
 * change; staff the parents of their complex's students; a teacher reads those of their circles' students.
 */
export const familyRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [parentsOfStudentsIn(q, managedSchools(q))],
    supervisor: (q) => [parentsOfStudentsIn(q, ownSchool(q))],
    teacher: viewOnly((q) => [parentsOfStudents(q, studentsOfClasses(q, classesTaught(q)))]),
    parent: (q) => [self(q)],
    student: none,
  },
});
