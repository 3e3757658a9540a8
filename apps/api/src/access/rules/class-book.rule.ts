import { MESSAGES } from '#common';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { classesIn, classesTaught, managedSchools, ownSchool } from './predicates.js';
import { all, defineRule, none } from './rule.js';

/**
 * The circles whose daily records (grades and goals, attendance marks, behaviour points) the caller may keep
 * ('edit') or read ('view'): the admin's every circle, a manager's their complexes', a teacher's those they teach, a
 * supervisor's their complex's. Who may write at all is each endpoint's rule (RULES.grading.edit,
 * RULES.attendance.manage, RULES.points.give): a supervisor reaches a write only with the grant that rule names.
 */
export const classBookRule = defineRule({
  table: SchoolClass,
  notFound: MESSAGES.classes.notFound,
  grants: {
    admin: all,
    administrator: (q) => [classesIn(q, managedSchools(q))],
    supervisor: (q) => [classesIn(q, ownSchool(q))],
    teacher: (q) => [classesTaught(q)],
    parent: none,
    student: none,
  },
});
