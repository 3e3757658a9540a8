import type { EntityManager } from 'typeorm';
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
