import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Semester } from './entities/semester.entity.js';

// Reads of the semesters table that other modules need (circles and courses check which complex a semester is of).

/** A semester's id and complex, or null when there is none with this id. */
export function findSemesterSchool(manager: EntityManager, id: number): Promise<Pick<Semester, 'id' | 'school_id'> | null> {
  return manager.getRepository(Semester).findOne({ where: { id }, select: { id: true, school_id: true } });
}

/** How many semesters a complex has. */
export function countSemestersOf(manager: EntityManager, schoolId: number): Promise<number> {
  return manager.getRepository(Semester).countBy({ school_id: schoolId });
}

/** A semester with its calendar (dates, weekend and vacation days), or null when there is none with this id. */
export function findSemester(manager: EntityManager, id: number): Promise<Semester | null> {
  return manager.getRepository(Semester).findOneBy({ id });
}

/** A complex's semesters with their calendars, in one query (which of them holds a day of the complex's). */
export function semestersOfSchool(manager: EntityManager, schoolId: number): Promise<Semester[]> {
  return manager.getRepository(Semester).findBy({ school_id: schoolId });
}

/** Every semester with its calendar, in one query (the attendance-dates repair walks them all). */
export function allSemesters(manager: EntityManager): Promise<Semester[]> {
  return manager.getRepository(Semester).find({ order: { id: 'ASC' } });
}

/**
 * Joins `semesterId` to a query of complexes (under `schoolAlias`) when it is one of the complex's semesters, and
 * selects its id as `semester_id` (null when it is not): a semester's complex checked in the complex's own query.
 */
export function withSemesterOfSchool<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, schoolAlias: string, semesterId: number): SelectQueryBuilder<T> {
  return qb
    .leftJoin(Semester, 'semester', `semester.id = :ofSchoolSemesterId AND semester.school_id = ${schoolAlias}.id`, { ofSchoolSemesterId: semesterId })
    .addSelect('semester.id', 'semester_id');
}
