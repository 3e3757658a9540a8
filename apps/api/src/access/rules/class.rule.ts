import { MESSAGES } from '#common';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { classesIn, classesOfStudents, classesTaught, linkedChildren, managedSchools, ownSchool, self } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Circles. The admin reaches all; a manager the circles of the complexes they manage; a supervisor those of their
 * complex; a teacher sees the circles they teach; a parent their children's circles; a student their own (active
 * enrolments). Writes also need academic.manage, which the endpoint checks.
 */
export const classRule = defineRule({
  table: SchoolClass,
  notFound: MESSAGES.classes.notFound,
  grants: {
    admin: all,
    administrator: (q) => [classesIn(q, managedSchools(q))],
    supervisor: (q) => [classesIn(q, ownSchool(q))],
    teacher: viewOnly((q) => [classesTaught(q)]),
    parent: viewOnly((q) => [classesOfStudents(q, linkedChildren(q))]),
    student: viewOnly((q) => [classesOfStudents(q, self(q))]),
  },
});
