import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { classesTaught, managedSchools, ownSchool, parentsOfStudents, parentsOfStudentsIn, self, studentsOfClasses } from './predicates.js';
import { all, defineRule, none, viewOnly } from './rule.js';

/**
 * Parents: those linked to students of the caller's complexes for managers and supervisors, to the students of a
 * teacher's circles for that teacher; a parent self.
 */
export const parentRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [parentsOfStudentsIn(q, managedSchools(q))],
    supervisor: (q) => [parentsOfStudentsIn(q, ownSchool(q))],
    teacher: viewOnly((q) => [parentsOfStudents(q, studentsOfClasses(q, classesTaught(q)))]),
    parent: viewOnly((q) => [self(q)]),
    student: none,
  },
});
