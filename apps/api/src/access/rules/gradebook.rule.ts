import { MESSAGES } from '#common';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { classesIn, classesTaught, managedSchools, ownSchool } from './predicates.js';
import { all, defineRule, none } from './rule.js';

/**
 * The circles whose students the caller may grade ('edit') or whose grade book they may read ('view'): the admin's
 * every circle, a manager's their complexes', a teacher's those they teach, a supervisor's their complex's (to read; to grade with an academic.manage grant).
 */
export const gradebookRule = defineRule({
  table: SchoolClass,
  notFound: MESSAGES.classes.notFound,
  grants: {
    admin: all,
    administrator: (q) => [classesIn(q, managedSchools(q))],
    // Grading itself is gated by RULES.grading.edit: a supervisor reaches it only with an academic.manage grant.
    supervisor: (q) => [classesIn(q, ownSchool(q))],
    teacher: (q) => [classesTaught(q)],
    parent: none,
    student: none,
  },
});
