import type { EntityManager } from 'typeorm';
import { gradedRangePages } from '#quran';
import { Grade } from './entities/grade.entity.js';

// Reads of the grades table that other modules need (the attendance-dates repair marks present who was graded).

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
  return rows.map((row) => ({ student_id: row.student_id, class_id: Number(row.class_id), semester_id: Number(row.semester_id), grade_date: row.grade_date, grades: Number(row.grades) }));
}

/**
 * The pages recited in each of these circles on one day: every grade's range counted page by page (a grade of
 * pages 582 to 583 gives 2), summed over the circle's grades; grades without a Quran range give none. One query.
 */
export async function pagesGradedOn(manager: EntityManager, classIds: readonly number[], date: string): Promise<Map<number, number>> {
  const pages = new Map<number, number>();
  if (classIds.length === 0) return pages;
  const rows = await manager
    .getRepository(Grade)
    .createQueryBuilder('grade')
    .select(['grade.class_id AS class_id', 'grade.start_reference AS start_reference', 'grade.end_reference AS end_reference'])
    .where('grade.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('grade.grade_date = :date', { date })
    .getRawMany<{ class_id: number | string; start_reference: string | null; end_reference: string | null }>();
  for (const row of rows) {
    const range = gradedRangePages(row);
    if (range) pages.set(Number(row.class_id), (pages.get(Number(row.class_id)) ?? 0) + range.endPage - range.startPage + 1);
  }
  return pages;
}
