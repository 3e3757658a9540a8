import type { EntityManager } from 'typeorm';
import { isSemesterWorkingDay, MESSAGES } from '#common';
import type { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { findSemester } from '../semesters/semester.queries.js';
import type { Enrollment } from './entities/enrollment.entity.js';
import { activeEnrollmentsOf, classPlaceQuery, enrolmentsOfClasses, type ClassPlace } from './class.queries.js';

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
 * day of that semester (400, {@link requireWorkingDay}). Returns the circle.
 */
export async function checkClassBookEntry(
  access: AccessService,
  manager: EntityManager,
  caller: AuthUser,
  entry: ClassBookEntry & { semester_id: number | 'circle' },
): Promise<SemesterPlace>;
export async function checkClassBookEntry(access: AccessService, manager: EntityManager, caller: AuthUser, entry: ClassBookEntry): Promise<ClassPlace>;
export async function checkClassBookEntry(access: AccessService, manager: EntityManager, caller: AuthUser, entry: ClassBookEntry): Promise<ClassPlace> {
  const place = await checkClassBook(access, manager, caller, entry);
  const enrolments = await activeEnrollmentsOf(manager, [entry.student_id]);
  if (enrolments.get(entry.student_id)?.class_id !== entry.class_id) throw ApiError.notFound(MESSAGES.grades.studentNotInClass);
  if (entry.date && place.semester_id !== null) await requireWorkingDay(manager, place.semester_id, entry.date);
  return place;
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
): Promise<{ place: SemesterPlace; students: Map<string, NonNullable<Enrollment['student']>> }> {
  const place = await checkClassBook(access, manager, caller, entries);
  const enrolled = new Map((await enrolmentsOfClasses(manager, [entries.class_id])).map((enrolment) => [enrolment.student_id, enrolment.student!]));
  if (entries.student_ids.some((id) => !enrolled.has(id))) throw ApiError.notFound(MESSAGES.grades.studentNotInClass);
  if (entries.date) await requireWorkingDay(manager, place.semester_id!, entries.date);
  return { place: place as SemesterPlace, students: enrolled };
}

/** The circle is one whose book the caller may keep (404), and the entry's semester is the circle's (400). */
async function checkClassBook(access: AccessService, manager: EntityManager, caller: AuthUser, entry: Omit<ClassBookEntry, 'student_id'>): Promise<ClassPlace> {
  const place = await access.one(classPlaceQuery(manager, entry.class_id), 'class', caller, 'classBook', 'edit');
  if (entry.semester_id === 'circle' && place.semester_id === null) throw ApiError.badRequest(MESSAGES.grades.classWithoutSemester);
  if (typeof entry.semester_id === 'number' && entry.semester_id !== place.semester_id) throw ApiError.field('semester_id', MESSAGES.grades.semesterNotOfClass);
  return place;
}

/**
 * The one rule of every dated write (attendance, points, grades; the daily reports apply it to the complex's
 * semesters): the day must be a working day of the semester, within its dates and neither a weekend day nor a
 * holiday. Anything else is refused, 400 with the same sentence under the field, so no screen can store a day the
 * grids never show.
 */
export async function requireWorkingDay(manager: EntityManager, semesterId: number, date: DatedField): Promise<void> {
  const semester = await findSemester(manager, semesterId);
  if (!semester || !isSemesterWorkingDay(date.value, semester)) throw ApiError.field(date.field, MESSAGES.calendar.notWorkingDay);
}
