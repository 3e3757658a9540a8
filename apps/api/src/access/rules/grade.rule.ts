import { MESSAGES } from '#common';
import { Grade } from '../../grading/entities/grade.entity.js';
import { classesIn, classesTaught, gradesInClasses, gradesOfStudents, linkedChildren, managedSchools, ownSchool, self } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Grades. The admin reaches all; a manager those given in the circles of their complexes; a teacher those of the
 * circles they teach (to give, change and delete); a supervisor their complex's (to change only with an
 * academic.manage grant); a parent reads their children's and a student their own.
 */
export const gradeRule = defineRule({
  table: Grade,
  notFound: MESSAGES.grades.notFound,
  grants: {
    admin: all,
    administrator: (q) => [gradesInClasses(q, classesIn(q, managedSchools(q)))],
    // Changing grades is gated by RULES.grading.edit: a supervisor reaches it only with an academic.manage grant.
    supervisor: (q) => [gradesInClasses(q, classesIn(q, ownSchool(q)))],
    teacher: (q) => [gradesInClasses(q, classesTaught(q))],
    parent: viewOnly((q) => [gradesOfStudents(q, linkedChildren(q))]),
    student: viewOnly((q) => [gradesOfStudents(q, self(q))]),
  },
});
