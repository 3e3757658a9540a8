import { MESSAGES } from '#common';
import { PointsEntry } from '../../points/entities/points-entry.entity.js';
import { classesIn, classesTaught, linkedChildren, managedSchools, ownSchool, pointsInClasses, pointsOfStudents, self } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Points entries. The admin reaches all; a manager those given in the circles of their complexes; a teacher those
 * of the circles they teach (to change and delete); a supervisor their complex's (to change only with an
 * academic.manage grant); a parent reads their children's and a student their own.
 */
export const pointsRule = defineRule({
  table: PointsEntry,
  notFound: MESSAGES.points.notFound,
  grants: {
    admin: all,
    administrator: (q) => [pointsInClasses(q, classesIn(q, managedSchools(q)))],
    // Changing points is gated by RULES.points.give: a supervisor reaches it only with an academic.manage grant.
    supervisor: (q) => [pointsInClasses(q, classesIn(q, ownSchool(q)))],
    teacher: (q) => [pointsInClasses(q, classesTaught(q))],
    parent: viewOnly((q) => [pointsOfStudents(q, linkedChildren(q))]),
    student: viewOnly((q) => [pointsOfStudents(q, self(q))]),
  },
});
