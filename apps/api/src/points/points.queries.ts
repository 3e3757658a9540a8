import type { EntityManager } from 'typeorm';
import { roundTo } from '#common';
import { PointsEntry } from './entities/points-entry.entity.js';

// Reads of the points table that other modules need (the comprehensive grading table's points column).

/** The points total of every student of these circles in a semester, keyed `classId:studentId`, in one query. */
export async function pointsTotalsOf(manager: EntityManager, classIds: readonly number[], semesterId: number): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(PointsEntry)
    .createQueryBuilder('entry')
    .select('entry.class_id', 'class_id')
    .addSelect('entry.student_id', 'student_id')
    .addSelect('SUM(entry.points_given)', 'total')
    .where('entry.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('entry.semester_id = :semesterId', { semesterId })
    .groupBy('entry.class_id')
    .addGroupBy('entry.student_id')
    .getRawMany<{ class_id: number | string; student_id: string; total: number | string | null }>();
  return new Map(rows.map((row) => [`${Number(row.class_id)}:${row.student_id}`, roundTo(Number(row.total ?? 0), 1)]));
}
