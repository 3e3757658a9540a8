import { MESSAGES } from '#common';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { childrensSchools, managedSchools, ownSchool, semestersIn } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Semesters belong to a complex: the admin reaches all; a manager those of their complexes; a supervisor their
 * complex's; teachers and students see their complex's, a parent their children's complexes'.
 */
export const semesterRule = defineRule({
  table: Semester,
  notFound: MESSAGES.semesters.notFound,
  grants: {
    admin: all,
    administrator: (q) => [semestersIn(q, managedSchools(q))],
    supervisor: (q) => [semestersIn(q, ownSchool(q))],
    teacher: viewOnly((q) => [semestersIn(q, ownSchool(q))]),
    parent: viewOnly((q) => [semestersIn(q, childrensSchools(q))]),
    student: viewOnly((q) => [semestersIn(q, ownSchool(q))]),
  },
});
