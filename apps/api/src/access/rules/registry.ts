import { attendanceRule } from './attendance.rule.js';
import { classBookRule } from './class-book.rule.js';
import { classRule } from './class.rule.js';
import { courseRule } from './course.rule.js';
import { dailyReportRule } from './daily-report.rule.js';
import { familyRule } from './family.rule.js';
import { gradeRule } from './grade.rule.js';
import { parentRule } from './parent.rule.js';
import { passwordResetRule } from './password-reset.rule.js';
import { pointsRule } from './points.rule.js';
import type { ResourceRule } from './rule.js';
import { schoolRule } from './school.rule.js';
import { semesterRule } from './semester.rule.js';
import { studentRule } from './student.rule.js';
import { teacherRule } from './teacher.rule.js';
import { userRule } from './user.rule.js';

/**
 * Every resource the access service answers for, one rule file each. A new resource is one new `<name>.rule.ts`
 * (its table, its 404 message and one grant per role, built from the id sets in predicates.ts or its own) and one
 * line here; the {@link Resource} type, `require`, `check` and `scope` follow. New ways of reaching existing rows
 * are new predicates, not new mechanisms: the circles a teacher teaches (`classesTaught`) reach their enrolled
 * students on the teacher line of student.rule.ts and, through the links, their parents in parent.rule.ts.
 */
export const RESOURCE_RULES = {
  school: schoolRule,
  user: userRule,
  teacher: teacherRule,
  student: studentRule,
  parent: parentRule,
  class: classRule,
  semester: semesterRule,
  course: courseRule,
  family: familyRule,
  passwordReset: passwordResetRule,
  grade: gradeRule,
  classBook: classBookRule,
  attendance: attendanceRule,
  points: pointsRule,
  dailyReport: dailyReportRule,
} as const satisfies Record<string, ResourceRule<string> | ResourceRule<number>>;

/** A resource the access service answers for. */
export type Resource = keyof typeof RESOURCE_RULES;

/** The id type of a resource's rows: a complex's number, a person's national ID. */
export type ResourceId<R extends Resource> = (typeof RESOURCE_RULES)[R] extends ResourceRule<infer Id> ? Id : never;
