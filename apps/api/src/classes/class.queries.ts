import type { EntityManager } from 'typeorm';
import { Enrollment } from './entities/enrollment.entity.js';
import { SchoolClass } from './entities/school-class.entity.js';

// Reads of the circles tables that other modules need. The classes module owns classes, class_teachers and
// enrollments; the people issue writes enrolments through what this module will export for it.

/** A circle's id and complex, or null when there is none with this id. */
export function findClassSchool(manager: EntityManager, id: number): Promise<Pick<SchoolClass, 'id' | 'school_id'> | null> {
  return manager.getRepository(SchoolClass).findOne({ where: { id }, select: { id: true, school_id: true } });
}

/** How many circles a complex has (a complex with circles cannot be deleted). */
export function countClassesOf(manager: EntityManager, schoolId: number): Promise<number> {
  return manager.getRepository(SchoolClass).countBy({ school_id: schoolId });
}

/** How many enrolments, active or not, a circle has: its history keeps it from being deleted. */
export function countEnrollmentsOf(manager: EntityManager, classId: number): Promise<number> {
  return manager.getRepository(Enrollment).countBy({ class_id: classId });
}
