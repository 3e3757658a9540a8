import type { Role } from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { Course } from '../../courses/entities/course.entity.js';
import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { Grade } from '../../grading/entities/grade.entity.js';
import { School } from '../../schools/entities/school.entity.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { PointsEntry } from '../../points/entities/points-entry.entity.js';
import { ParentStudentLink, type ChildLinkStatus } from '../../users/entities/parent-student-link.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { IdSet, RuleQuery } from './rule.js';

/** The status of a family link that counts for access (see ParentStudentLink.status). */
const CONFIRMED: ChildLinkStatus = 'confirmed';

// The id sets the rules are made of. Each returns SQL for one set of ids (see IdSet), built on the caller's query;
// null is the empty set and propagates, so no rule needs to special-case a caller without a complex.

/** The caller's own account. */
export function self(q: RuleQuery): IdSet {
  return q.list([q.caller.id]);
}

/**
 * Complexes the caller is assigned to manage (schools.administrator_id). Never the complex named on the caller's
 * own registration form: that is a wish, and only the admin assigns a complex to its manager.
 */
export function managedSchools(q: RuleQuery): IdSet {
  const [sub, school] = q.from(School);
  return sub
    .select(`${school}.id`)
    .where(`${school}.administrator_id = ${q.param(q.caller.id)}`)
    .getQuery();
}

/** The complex the caller works in (users.school_id): a supervisor's, teacher's or student's. */
export function ownSchool(q: RuleQuery): IdSet {
  return q.list(q.caller.school_id === null ? [] : [q.caller.school_id]);
}

/** Accounts of these roles in these complexes. */
export function usersIn(q: RuleQuery, schools: IdSet, roles: readonly Role[]): IdSet {
  if (schools === null) return null;
  const [sub, user] = q.from(User);
  return sub
    .select(`${user}.id`)
    .where(`${user}.school_id IN ${schools}`)
    .andWhere(`${user}.role IN ${q.list(roles)}`)
    .getQuery();
}

/**
 * Parents linked (parent_student_links, confirmed links only) to students of these complexes; parents have no complex
 * of their own. A parent's request the complex has not confirmed yet gives its staff no reach to that parent.
 */
export function parentsOfStudentsIn(q: RuleQuery, schools: IdSet): IdSet {
  const students = usersIn(q, schools, ['student']);
  if (students === null) return null;
  const [links, link] = q.from(ParentStudentLink);
  const linked = links
    .select(`${link}.parent_id`)
    .where(`${link}.student_id IN ${students}`)
    .andWhere(`${link}.status = ${q.param(CONFIRMED)}`)
    .getQuery();
  const [sub, user] = q.from(User);
  return sub
    .select(`${user}.id`)
    .where(`${user}.role = ${q.param('parent')}`)
    .andWhere(`${user}.id IN ${linked}`)
    .getQuery();
}

/**
 * The caller's linked children: confirmed links only. A parent's own request that the child's complex has not
 * confirmed yet (status pending) reaches nothing of the child, nor of the child's complex (childrensSchools).
 */
export function linkedChildren(q: RuleQuery): IdSet {
  const [sub, link] = q.from(ParentStudentLink);
  return sub
    .select(`${link}.student_id`)
    .where(`${link}.parent_id = ${q.param(q.caller.id)}`)
    .andWhere(`${link}.status = ${q.param(CONFIRMED)}`)
    .getQuery();
}

/** The complexes the caller's linked children belong to: a parent's complexes. */
export function childrensSchools(q: RuleQuery): IdSet {
  const [sub, user] = q.from(User);
  return sub
    .select(`${user}.school_id`)
    .where(`${user}.id IN ${linkedChildren(q)}`)
    .andWhere(`${user}.school_id IS NOT NULL`)
    .getQuery();
}

/**
 * The accounts a complex's staff look after: everyone whose complex is one of these, and the parents linked to
 * their students, except the roles listed (a manager never reaches an admin or another manager).
 */
export function accountsIn(q: RuleQuery, schools: IdSet, exceptRoles: readonly Role[]): IdSet {
  if (schools === null) return null;
  const parents = parentsOfStudentsIn(q, schools);
  const [sub, user] = q.from(User);
  return sub
    .select(`${user}.id`)
    .where(`${user}.role NOT IN ${q.list(exceptRoles)}`)
    .andWhere(`(${user}.school_id IN ${schools} OR ${user}.id IN ${parents})`)
    .getQuery();
}

/** Circles of these complexes. */
export function classesIn(q: RuleQuery, schools: IdSet): IdSet {
  if (schools === null) return null;
  const [sub, schoolClass] = q.from(SchoolClass);
  return sub.select(`${schoolClass}.id`).where(`${schoolClass}.school_id IN ${schools}`).getQuery();
}

/** The circles the caller teaches, as primary or assistant. */
export function classesTaught(q: RuleQuery): IdSet {
  const [sub, teacher] = q.from(ClassTeacher);
  return sub
    .select(`${teacher}.class_id`)
    .where(`${teacher}.teacher_id = ${q.param(q.caller.id)}`)
    .getQuery();
}

/** Students with an active enrolment in these circles. */
export function studentsOfClasses(q: RuleQuery, classes: IdSet): IdSet {
  if (classes === null) return null;
  const [sub, enrollment] = q.from(Enrollment);
  return sub
    .select(`${enrollment}.student_id`)
    .where(`${enrollment}.class_id IN ${classes}`)
    .andWhere(`${enrollment}.is_active = ${q.param(true)}`)
    .getQuery();
}

/** The circles these students are actively enrolled in. */
export function classesOfStudents(q: RuleQuery, students: IdSet): IdSet {
  if (students === null) return null;
  const [sub, enrollment] = q.from(Enrollment);
  return sub
    .select(`${enrollment}.class_id`)
    .where(`${enrollment}.student_id IN ${students}`)
    .andWhere(`${enrollment}.is_active = ${q.param(true)}`)
    .getQuery();
}

/** Parents linked to these students, by confirmed links only (as {@link parentsOfStudentsIn}). */
export function parentsOfStudents(q: RuleQuery, students: IdSet): IdSet {
  if (students === null) return null;
  const [sub, link] = q.from(ParentStudentLink);
  return sub
    .select(`${link}.parent_id`)
    .where(`${link}.student_id IN ${students}`)
    .andWhere(`${link}.status = ${q.param(CONFIRMED)}`)
    .getQuery();
}

/** The semesters of these complexes. */
export function semestersIn(q: RuleQuery, schools: IdSet): IdSet {
  if (schools === null) return null;
  const [sub, semester] = q.from(Semester);
  return sub.select(`${semester}.id`).where(`${semester}.school_id IN ${schools}`).getQuery();
}

/** The courses of these complexes, the complex-wide ones and every circle's. */
export function coursesIn(q: RuleQuery, schools: IdSet): IdSet {
  if (schools === null) return null;
  const [sub, course] = q.from(Course);
  return sub.select(`${course}.id`).where(`${course}.school_id IN ${schools}`).getQuery();
}

/** The grades given in these circles. */
export function gradesInClasses(q: RuleQuery, classes: IdSet): IdSet {
  if (classes === null) return null;
  const [sub, grade] = q.from(Grade);
  return sub.select(`${grade}.id`).where(`${grade}.class_id IN ${classes}`).getQuery();
}

/** The grades of these students, in whatever circle. */
export function gradesOfStudents(q: RuleQuery, students: IdSet): IdSet {
  if (students === null) return null;
  const [sub, grade] = q.from(Grade);
  return sub.select(`${grade}.id`).where(`${grade}.student_id IN ${students}`).getQuery();
}

/** The attendance marks made in these circles. */
export function attendanceInClasses(q: RuleQuery, classes: IdSet): IdSet {
  if (classes === null) return null;
  const [sub, mark] = q.from(Attendance);
  return sub.select(`${mark}.id`).where(`${mark}.class_id IN ${classes}`).getQuery();
}

/** The attendance marks of these students, in whatever circle. */
export function attendanceOfStudents(q: RuleQuery, students: IdSet): IdSet {
  if (students === null) return null;
  const [sub, mark] = q.from(Attendance);
  return sub.select(`${mark}.id`).where(`${mark}.student_id IN ${students}`).getQuery();
}

/** The points given in these circles. */
export function pointsInClasses(q: RuleQuery, classes: IdSet): IdSet {
  if (classes === null) return null;
  const [sub, entry] = q.from(PointsEntry);
  return sub.select(`${entry}.id`).where(`${entry}.class_id IN ${classes}`).getQuery();
}

/** The points of these students, in whatever circle. */
export function pointsOfStudents(q: RuleQuery, students: IdSet): IdSet {
  if (students === null) return null;
  const [sub, entry] = q.from(PointsEntry);
  return sub.select(`${entry}.id`).where(`${entry}.student_id IN ${students}`).getQuery();
}

/** The daily reports of these complexes. */
export function dailyReportsIn(q: RuleQuery, schools: IdSet): IdSet {
  if (schools === null) return null;
  const [sub, report] = q.from(DailyReport);
  return sub.select(`${report}.id`).where(`${report}.school_id IN ${schools}`).getQuery();
}
