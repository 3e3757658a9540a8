import type { EntityManager } from 'typeorm';
import { MESSAGES } from '#common';
import type { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
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
}

/** A circle with a semester: where an entry kept in a semester is written. */
export type SemesterPlace = ClassPlace & { semester_id: number };

/**
 * The checks every class-book write shares, in the order their refusals are told: the circle is one whose book the
 * caller may keep (404 otherwise, as a missing circle), the entry's semester is the circle's (400), and the student
 * is actively enrolled in the circle (404: another circle's student is missing here). Returns the circle.
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
  return place;
}

/**
 * {@link checkClassBookEntry} for many students of one circle at once (a whole circle's day), in two queries however
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
  return { place: place as SemesterPlace, students: enrolled };
}

/** The circle is one whose book the caller may keep (404), and the entry's semester is the circle's (400). */
async function checkClassBook(access: AccessService, manager: EntityManager, caller: AuthUser, entry: Omit<ClassBookEntry, 'student_id'>): Promise<ClassPlace> {
  const place = await access.one(classPlaceQuery(manager, entry.class_id), 'class', caller, 'classBook', 'edit');
  if (entry.semester_id === 'circle' && place.semester_id === null) throw ApiError.badRequest(MESSAGES.grades.classWithoutSemester);
  if (typeof entry.semester_id === 'number' && entry.semester_id !== place.semester_id) throw ApiError.field('semester_id', MESSAGES.grades.semesterNotOfClass);
  return place;
}
