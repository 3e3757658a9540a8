import type { EntityManager } from 'typeorm';
import { Attendance } from './entities/attendance.entity.js';

// Reads of the attendance table that other modules need (the comprehensive grading table's attendance columns).

/** A student's marks in one circle and semester: days marked, and of those present and absent. */
export interface AttendanceTotals {
  recorded: number;
  present: number;
  absent: number;
}

/** The marks of every student of these circles in a semester, keyed `classId:studentId`, in one query. */
export async function attendanceTotalsOf(manager: EntityManager, classIds: readonly number[], semesterId: number): Promise<Map<string, AttendanceTotals>> {
  if (classIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(Attendance)
    .createQueryBuilder('mark')
    .select('mark.class_id', 'class_id')
    .addSelect('mark.student_id', 'student_id')
    .addSelect('COUNT(*)', 'recorded')
    .addSelect('SUM(CASE WHEN mark.is_present = :present THEN 1 ELSE 0 END)', 'present')
    .where('mark.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('mark.semester_id = :semesterId', { semesterId })
    .setParameter('present', true)
    .groupBy('mark.class_id')
    .addGroupBy('mark.student_id')
    .getRawMany<{ class_id: number | string; student_id: string; recorded: number | string; present: number | string | null }>();
  return new Map(
    rows.map((row) => {
      const recorded = Number(row.recorded);
      const present = Number(row.present ?? 0);
      return [`${Number(row.class_id)}:${row.student_id}`, { recorded, present, absent: recorded - present }];
    }),
  );
}

/** How many students were marked present in each of these circles on one day, in one query; circles without any are left out. */
export async function presentCountsOn(manager: EntityManager, classIds: readonly number[], date: string): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(Attendance)
    .createQueryBuilder('mark')
    .select('mark.class_id', 'class_id')
    .addSelect('COUNT(*)', 'present')
    .where('mark.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('mark.attendance_date = :date', { date })
    .andWhere('mark.is_present = :present', { present: true })
    .groupBy('mark.class_id')
    .getRawMany<{ class_id: number | string; present: number | string }>();
  return new Map(rows.map((row) => [Number(row.class_id), Number(row.present)]));
}
