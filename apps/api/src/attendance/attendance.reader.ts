import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { attendanceTotalsOfRow, type AttendanceTotals } from './attendance.queries.js';
import { Attendance } from './entities/attendance.entity.js';

/**
 * One student's attendance marks for other modules (the parent pages), each read limited by the attendance rule
 * for the caller: a mark the caller may not view is left out, whoever the student is.
 */
@Injectable()
export class AttendanceReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The student's marks under the alias `mark`, limited by the attendance rule. */
  private ofStudent(caller: AuthUser, studentId: string): SelectQueryBuilder<Attendance> {
    const qb = this.dataSource.getRepository(Attendance).createQueryBuilder('mark').where('mark.student_id = :marksOfStudent', { marksOfStudent: studentId });
    return this.access.scope(qb, 'mark', caller, 'attendance', 'view');
  }

  /** The student's latest `limit` marks the caller may view, newest first, with their circle, in one query. */
  latest(caller: AuthUser, studentId: string, limit: number): Promise<Attendance[]> {
    return this.ofStudent(caller, studentId)
      .innerJoinAndSelect('mark.class', 'class')
      .orderBy('mark.attendance_date', 'DESC')
      .addOrderBy('mark.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** How many of the student's marks the caller may view, and of those present and absent, in one query, over every circle. */
  async totalsOf(caller: AuthUser, studentId: string): Promise<AttendanceTotals> {
    const row = await this.ofStudent(caller, studentId)
      .select('COUNT(*)', 'recorded')
      .addSelect('SUM(CASE WHEN mark.is_present = :present THEN 1 ELSE 0 END)', 'present')
      .setParameter('present', true)
      .getRawOne<{ recorded: number | string; present: number | string | null }>();
    return attendanceTotalsOfRow(row ?? { recorded: 0, present: 0 });
  }

  /**
   * The ids, as text, of the student's marks the caller may view, as a subquery of `qb` (the audit history matches
   * its entries' `entity_id` with them).
   */
  idsOf(qb: SelectQueryBuilder<ObjectLiteral>, caller: AuthUser, studentId: string): string {
    const rows = qb
      .subQuery()
      .select('CAST(mark_row.id AS CHAR)')
      .from(Attendance, 'mark_row')
      .where('mark_row.student_id = :markRowsOf', { markRowsOf: studentId });
    return this.access.scope(rows, 'mark_row', caller, 'attendance', 'view').getQuery();
  }
}
