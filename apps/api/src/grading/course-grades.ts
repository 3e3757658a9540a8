import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { courseAverage, roundTo } from '#common';
import type { Course } from '../courses/entities/course.entity.js';
import { toGradeDto, type CourseGradesDto } from './dto/grade.dto.js';
import { Grade } from './entities/grade.entity.js';

/** Grades with their course joined, under the alias `grade`, newest first. */
export function gradesWithCourse(manager: EntityManager): SelectQueryBuilder<Grade> {
  return manager
    .getRepository(Grade)
    .createQueryBuilder('grade')
    .innerJoinAndSelect('grade.course', 'course')
    .orderBy('grade.grade_date', 'DESC')
    .addOrderBy('grade.id', 'DESC');
}

/** Grades grouped by course, in the order of `courses` (each once), with each course's mean in percent. */
export function byCourse(grades: readonly Grade[], courses: readonly Course[]): CourseGradesDto[] {
  const seen = new Map<number, Course>();
  for (const course of courses) if (!seen.has(course.id)) seen.set(course.id, course);
  return [...seen.values()].map((course) => {
    const own = grades.filter((grade) => grade.course_id === course.id);
    const average = courseAverage(own);
    return {
      course_id: course.id,
      course_name: course.name,
      percentage: course.percentage,
      average: average === null ? null : roundTo(average, 1),
      grades: own.map(toGradeDto),
    };
  });
}
