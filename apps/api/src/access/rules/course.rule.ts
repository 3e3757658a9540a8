import { MESSAGES } from '#common';
import { Course } from '../../courses/entities/course.entity.js';
import { childrensSchools, coursesIn, managedSchools, ownSchool } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/** Courses, complex-wide or of one circle, are reached through their complex, as semesters are. */
export const courseRule = defineRule({
  table: Course,
  notFound: MESSAGES.courses.notFound,
  grants: {
    admin: all,
    administrator: (q) => [coursesIn(q, managedSchools(q))],
    supervisor: (q) => [coursesIn(q, ownSchool(q))],
    teacher: viewOnly((q) => [coursesIn(q, ownSchool(q))]),
    parent: viewOnly((q) => [coursesIn(q, childrensSchools(q))]),
    student: viewOnly((q) => [coursesIn(q, ownSchool(q))]),
  },
});
