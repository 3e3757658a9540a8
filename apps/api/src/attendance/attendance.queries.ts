import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Attendance } from './entities/attendance.entity.js';

// Reads of the attendance table that other modules need (the comprehensive grading table's attendance columns).

/** A student's marks in one circle and semester: days marked, and of those present and absent. */
export interface AttendanceTotals {
  recorded: number;
  present: number;
  absent: number;
}

/**
 * Adds each row's attendance totals to a query of enrolments (under `enrolment`): `recorded` (days marked) and
 * `present` in the enrolment's circle and `semesterId`, read by the attendance key's index, so the totals ride on
 * the enrolment rows instead of costing a query of their own.
 */
export function withAttendanceTotals<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, enrolment: string, semesterId: number): SelectQueryBuilder<T> {
  const count = (alias: string, presentOnly: boolean) => {
    const marks = qb
      .subQuery()
      .select('COUNT(*)')
      .from(Attendance, alias)
      .where(`${alias}.student_id = ${enrolment}.student_id`)
      .andWhere(`${alias}.class_id = ${enrolment}.class_id`)
      .andWhere(`${alias}.semester_id = :totalsSemesterId`);
    if (presentOnly) marks.andWhere(`${alias}.is_present = :totalsPresent`);
    return marks.getQuery();
  };
  return qb
    .addSelect(count('mark', false), 'recorded')
    .addSelect(count('present_mark', true), 'present')
    .setParameters({ totalsSemesterId: semesterId, totalsPresent: true });
}

/** The totals {@link withAttendanceTotals} added to a raw row. */
export function attendanceTotalsOfRow(row: { recorded: number | string | null; present: number | string | null }): AttendanceTotals {
  const recorded = Number(row.recorded ?? 0);
  const present = Number(row.present ?? 0);
  return { recorded, present, absent: recorded - present };
}

/**
 * How many students were marked present in each of these circles on each of these days, keyed `classId|date`, in one
 * query (the daily report's auto-fill asks for one day, the demo seed for the whole semester); a circle and day
 * without any is left out.
 */
export async function presentCountsOn(manager: EntityManager, classIds: readonly number[], dates: readonly string[]): Promise<Map<string, number>> {
  if (classIds.length === 0 || dates.length === 0) return new Map();
  const rows = await manager
    .getRepository(Attendance)
    .createQueryBuilder('mark')
    .select(['mark.class_id AS class_id', 'mark.attendance_date AS day'])
    .addSelect('COUNT(*)', 'present')
    .where('mark.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('mark.attendance_date IN (:...dates)', { dates: [...dates] })
    .andWhere('mark.is_present = :present', { present: true })
    .groupBy('mark.class_id')
    .addGroupBy('mark.attendance_date')
    .getRawMany<{ class_id: number | string; day: string; present: number | string }>();
  return new Map(rows.map((row) => [`${Number(row.class_id)}|${row.day}`, Number(row.present)]));
}
