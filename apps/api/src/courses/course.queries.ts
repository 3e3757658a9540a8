import type { EntityManager } from 'typeorm';
import { DEFAULT_COURSES } from '#common';
import { Course } from './entities/course.entity.js';

// Reads and the few writes of the courses table that other modules make: a new semester gets the four default
// courses, and a circle's detail lists its courses.

/** Inserts the four default courses of libs/common for a complex's semester (class_id null), in `manager`'s transaction. */
export async function insertDefaultCourses(manager: EntityManager, semester: { id: number; school_id: number }): Promise<void> {
  const courses = manager.getRepository(Course);
  await courses.insert(
    DEFAULT_COURSES.map((course) =>
      courses.create({
        name: course.name,
        percentage: course.percentage,
        requires_surah: course.requires_surah,
        semester_id: semester.id,
        school_id: semester.school_id,
        class_id: null,
      }),
    ),
  );
}

/** Deletes every course of a semester (the complex's and the circles'), in `manager`'s transaction. */
export async function deleteCoursesOfSemester(manager: EntityManager, semesterId: number): Promise<void> {
  await manager.getRepository(Course).delete({ semester_id: semesterId });
}

/** A circle's own courses in a semester, in the order they were added; none for a circle without a semester. */
export function coursesOfClass(manager: EntityManager, classId: number, semesterId: number | null): Promise<Course[]> {
  if (semesterId === null) return Promise.resolve([]);
  return manager.getRepository(Course).find({ where: { class_id: classId, semester_id: semesterId }, order: { id: 'ASC' } });
}

/**
 * The courses a circle's students are graded in: the circle's own and its complex's for the circle's semester,
 * the complex's first; none for a circle without a semester.
 */
export function gradableCoursesOf(manager: EntityManager, schoolClass: { id: number; school_id: number; semester_id: number | null }): Promise<Course[]> {
  if (schoolClass.semester_id === null) return Promise.resolve([]);
  return manager
    .getRepository(Course)
    .createQueryBuilder('course')
    .where('course.semester_id = :semesterId', { semesterId: schoolClass.semester_id })
    .andWhere('(course.class_id = :classId OR (course.class_id IS NULL AND course.school_id = :schoolId))', {
      classId: schoolClass.id,
      schoolId: schoolClass.school_id,
    })
    .orderBy('course.class_id IS NULL', 'DESC')
    .addOrderBy('course.id', 'ASC')
    .getMany();
}
