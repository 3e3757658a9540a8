import { MESSAGES } from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { attendanceInClasses, attendanceOfStudents, classesIn, classesTaught, linkedChildren, managedSchools, ownSchool, self } from './predicates.js';
import { all, defineRule, viewOnly } from './rule.js';

/**
 * Attendance marks, as records to read (marks are written through the circle: see class-book.rule.ts). The
 * admin reaches all; a manager those made in the circles of their complexes; a supervisor their complex's; a teacher
 * those of the circles they teach; a parent their children's and a student their own.
 */
export const attendanceRule = defineRule({
  table: Attendance,
  notFound: MESSAGES.errors.notFound,
  grants: {
    admin: all,
    administrator: (q) => [attendanceInClasses(q, classesIn(q, managedSchools(q)))],
    supervisor: viewOnly((q) => [attendanceInClasses(q, classesIn(q, ownSchool(q)))]),
    teacher: (q) => [attendanceInClasses(q, classesTaught(q))],
    parent: viewOnly((q) => [attendanceOfStudents(q, linkedChildren(q))]),
    student: viewOnly((q) => [attendanceOfStudents(q, self(q))]),
  },
});
