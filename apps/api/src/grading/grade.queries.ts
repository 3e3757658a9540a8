import type { EntityManager } from 'typeorm';
import { DEFAULT_MAX_GRADE } from '#common';
import { gradedRangePages } from '#quran';
import { Grade } from './entities/grade.entity.js';

// Reads of the grades table: those other modules need (the attendance-dates repair marks present who was graded),
// and the aggregates of the grading tables.

/** One day a student was graded in a circle and semester, with how many grades they got that day. */
export interface GradedDay {
  student_id: string;
  class_id: number;
  semester_id: number;
  grade_date: string;
  grades: number;
}

/** Every day a student was graded, per circle and semester, with the number of grades, in one query. */
export async function gradedDays(manager: EntityManager): Promise<GradedDay[]> {
  const rows = await manager
    .getRepository(Grade)
    .createQueryBuilder('grade')
    .select(['grade.student_id AS student_id', 'grade.class_id AS class_id', 'grade.semester_id AS semester_id', 'grade.grade_date AS grade_date'])
    .addSelect('COUNT(*)', 'grades')
    .groupBy('grade.student_id')
    .addGroupBy('grade.class_id')
    .addGroupBy('grade.semester_id')
    .addGroupBy('grade.grade_date')
    .getRawMany<{ student_id: string; class_id: number | string; semester_id: number | string; grade_date: string; grades: number | string }>();
  return rows.map((row) => ({
    student_id: row.student_id,
    class_id: Number(row.class_id),
    semester_id: Number(row.semester_id),
    grade_date: row.grade_date,
    grades: Number(row.grades),
  }));
}

/**
 * The pages recited in each of these circles on each of these days, keyed `classId|date`: every grade's range
 * counted page by page (a grade of pages 582 to 583 gives 2), summed over the circle's grades of the day; grades
 * without a Quran range give none. One query.
 */
export async function pagesGradedOn(manager: EntityManager, classIds: readonly number[], dates: readonly string[]): Promise<Map<string, number>> {
  const pages = new Map<string, number>();
  if (classIds.length === 0 || dates.length === 0) return pages;
  const rows = await manager
    .getRepository(Grade)
    .createQueryBuilder('grade')
    .select(['grade.class_id AS class_id', 'grade.grade_date AS day', 'grade.start_reference AS start_reference', 'grade.end_reference AS end_reference'])
    .where('grade.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('grade.grade_date IN (:...dates)', { dates: [...dates] })
    .getRawMany<{ class_id: number | string; day: string; start_reference: string | null; end_reference: string | null }>();
  for (const row of rows) {
    const range = gradedRangePages(row);
    const key = `${Number(row.class_id)}|${row.day}`;
    if (range) pages.set(key, (pages.get(key) ?? 0) + range.endPage - range.startPage + 1);
  }
  return pages;
}

/** One student's grades in one course of a circle: how many, and their mean percentage ({@link courseAverage}). */
export interface CourseMean {
  class_id: number;
  student_id: string;
  course_id: number;
  /** The course's weight. */
  percentage: number;
  grades: number;
  mean: number;
}

/** A grade as a percentage of its maximum (a maximum not above 0 counts as the default), limited to 0..100, in SQL. */
const GRADE_PERCENTAGE = (() => {
  const raw = `grade.grade_value * 100.0 / (CASE WHEN grade.max_grade > 0 THEN grade.max_grade ELSE ${DEFAULT_MAX_GRADE} END)`;
  return `CASE WHEN ${raw} > 100 THEN 100 WHEN ${raw} < 0 THEN 0 ELSE ${raw} END`;
})();

/**
 * Every student's mean per course in these circles and semester, computed by the database as {@link courseAverage}
 * computes it, in one query: the comprehensive grading table reads one row per student and course, not every grade.
 */
export async function courseMeansOf(manager: EntityManager, classIds: readonly number[], semesterId: number): Promise<CourseMean[]> {
  if (classIds.length === 0) return [];
  const rows = await manager
    .getRepository(Grade)
    .createQueryBuilder('grade')
    .innerJoin('grade.course', 'course')
    .select(['grade.class_id AS class_id', 'grade.student_id AS student_id', 'grade.course_id AS course_id', 'course.percentage AS percentage'])
    .addSelect('COUNT(*)', 'grades')
    .addSelect(`AVG(${GRADE_PERCENTAGE})`, 'mean')
    .where('grade.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('grade.semester_id = :semesterId', { semesterId })
    .groupBy('grade.class_id')
    .addGroupBy('grade.student_id')
    .addGroupBy('grade.course_id')
    .addGroupBy('course.percentage')
    .getRawMany<{
      class_id: number | string;
      student_id: string;
      course_id: number | string;
      percentage: number | string;
      grades: number | string;
      mean: number | string;
    }>();
  return rows.map((row) => ({
    class_id: Number(row.class_id),
    student_id: row.student_id,
    course_id: Number(row.course_id),
    percentage: Number(row.percentage),
    grades: Number(row.grades),
    mean: Number(row.mean),
  }));
}
