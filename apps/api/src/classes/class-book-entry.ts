import type { EntityManager } from 'typeorm';
import { isSemesterWorkingDay, MESSAGES } from '#common';
import type { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { findSemester } from '../semesters/semester.queries.js';
import type { Enrollment } from './entities/enrollment.entity.js';
import { classPlaceQuery, enrolmentsOfClasses, type ClassPlace } from './class.queries.js';

/** What a new class-book entry (a grade, a goal, an attendance mark, a points entry) says about where it belongs. */
export interface ClassBookEntry {
  class_id: number;
  student_id: string;
  /**
   * The semester the entry is kept in. A number (named in the body) must be the circle's; `'circle'` takes the
   * circle's own, which it must then have. Left out for an entry of no semester (a goal).
   */
  semester_id?: number | 'circle';
  /** The day the entry is dated and the body field that names it: it must be a working day of the entry's semester. */
  date?: DatedField;
}

/** A day a write is dated, with the name of the body field it came in (where a refusal is told). */
export interface DatedField {
  field: string;
  value: string;
}

/** A circle with a semester: where an entry kept in a semester is written. */
export type SemesterPlace = ClassPlace & { semester_id: number };

/**
 * The checks every class-book write shares, in the order their refusals are told: the circle is one whose book the
 * caller may keep (404 otherwise, as a missing circle), the entry's semester is the circle's (400), the student is
 * actively enrolled in the circle (404: another circle's student is missing here), and the entry's day is a working
 * day of that semester (400, {@link requireWorkingDay}). Returns the circle. One entry of {@link checkClassBookEach}.
 */
export async function checkClassBookEntry(
  access: AccessService,
  manager: EntityManager,
  caller: AuthUser,
  entry: ClassBookEntry & { semester_id: number | 'circle' },
): Promise<SemesterPlace>;
export async function checkClassBookEntry(access: AccessService, manager: EntityManager, caller: AuthUser, entry: ClassBookEntry): Promise<ClassPlace>;
export async function checkClassBookEntry(access: AccessService, manager: EntityManager, caller: AuthUser, entry: ClassBookEntry): Promise<ClassPlace> {
  const { place, refusals } = await checkClassBookEach(access, manager, caller, entry.class_id, [entry]);
  if (refusals[0]) throw refusals[0];
  return place;
}

/** The students of a circle, by id, with their accounts. */
export type CircleStudents = Map<string, NonNullable<Enrollment['student']>>;

/**
 * {@link checkClassBookEntry} for many entries of one circle (an offline batch), each answered on its own, in three
 * queries however many: the circle is one whose book the caller may keep (thrown, 404: it refuses them all); then
 * for each entry, in that order, its semester is the circle's (400), its student is actively enrolled in the circle
 * (404) and its day a working day of the semester (400). Returns the circle, its enrolled students with their
 * accounts, and each entry's refusal (undefined where it may be written), in the entries' order.
 */
export async function checkClassBookEach(
  access: AccessService,
  manager: EntityManager,
  caller: AuthUser,
  classId: number,
  entries: readonly Omit<ClassBookEntry, 'class_id'>[],
): Promise<{ place: ClassPlace; students: CircleStudents; refusals: (ApiError | undefined)[] }> {
  const place = await access.one(classPlaceQuery(manager, classId), 'class', caller, 'classBook', 'edit');
  const students: CircleStudents = new Map((await enrolmentsOfClasses(manager, [classId])).map((enrolment) => [enrolment.student_id, enrolment.student!]));
  const dated = place.semester_id !== null && entries.some((entry) => entry.date);
  const semester = dated ? await findSemester(manager, place.semester_id!) : null;
  const refusals = entries.map((entry) => {
    const semesterRefusal = semesterOfCircleRefusal(place, entry.semester_id);
    if (semesterRefusal) return semesterRefusal;
    if (!students.has(entry.student_id)) return ApiError.notFound(MESSAGES.grades.studentNotInClass);
    return entry.date && place.semester_id !== null ? workingDayRefusal(semester, entry.date) : undefined;
  });
  return { place, students, refusals };
}

/**
 * {@link checkClassBookEntry} for many students of one circle at once (a whole circle's day), in three queries however
 * many: the same refusals, in the same order. Returns the circle and the accounts of the students, by id.
 */
export async function checkClassBookEntries(
  access: AccessService,
  manager: EntityManager,
  caller: AuthUser,
  entries: Omit<ClassBookEntry, 'student_id'> & { semester_id: number; student_ids: readonly string[] },
): Promise<{ place: SemesterPlace; students: CircleStudents }> {
  const place = await checkClassBook(access, manager, caller, entries);
  const enrolled = new Map((await enrolmentsOfClasses(manager, [entries.class_id])).map((enrolment) => [enrolment.student_id, enrolment.student!]));
  if (entries.student_ids.some((id) => !enrolled.has(id))) throw ApiError.notFound(MESSAGES.grades.studentNotInClass);
  if (entries.date) await requireWorkingDay(manager, place.semester_id!, entries.date);
  return { place: place as SemesterPlace, students: enrolled };
}

/** The circle is one whose book the caller may keep (404), and the entry's semester is the circle's (400). */
async function checkClassBook(access: AccessService, manager: EntityManager, caller: AuthUser, entry: Omit<ClassBookEntry, 'student_id'>): Promise<ClassPlace> {
  const place = await access.one(classPlaceQuery(manager, entry.class_id), 'class', caller, 'classBook', 'edit');
  const refusal = semesterOfCircleRefusal(place, entry.semester_id);
  if (refusal) throw refusal;
  return place;
}

/** An entry's semester must be the circle's: the one named (400 on semester_id), or the circle's own, which it must have (400). */
function semesterOfCircleRefusal(place: ClassPlace, semesterId: ClassBookEntry['semester_id']): ApiError | undefined {
  if (semesterId === 'circle' && place.semester_id === null) return ApiError.badRequest(MESSAGES.grades.classWithoutSemester);
  if (typeof semesterId === 'number' && semesterId !== place.semester_id) return ApiError.field('semester_id', MESSAGES.grades.semesterNotOfClass);
  return undefined;
}

/**
 * The one rule of every dated write (attendance, points, grades; the daily reports apply it to the complex's
 * semesters): the day must be a working day of the semester, within its dates and neither a weekend day nor a
 * holiday. Anything else is refused, 400 with the same sentence under the field, so no screen can store a day the
 * grids never show.
 */
export async function requireWorkingDay(manager: EntityManager, semesterId: number, date: DatedField): Promise<void> {
  const refusal = workingDayRefusal(await findSemester(manager, semesterId), date);
  if (refusal) throw refusal;
}

/** {@link requireWorkingDay}'s refusal of one day of a semester already read (null: a semester that is gone). */
function workingDayRefusal(semester: Awaited<ReturnType<typeof findSemester>>, date: DatedField): ApiError | undefined {
  return semester && isSemesterWorkingDay(date.value, semester) ? undefined : ApiError.field(date.field, MESSAGES.calendar.notWorkingDay);
}
