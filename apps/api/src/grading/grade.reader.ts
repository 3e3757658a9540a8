import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { Grade } from './entities/grade.entity.js';

/**
 * One student's grades for other modules (the parent pages), each read limited by the grade rule for the caller:
 * a grade the caller may not view is left out, whoever the student is.
 */
@Injectable()
export class GradeReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The student's grades with their course, under the alias `grade`, limited by the grade rule. */
  private ofStudent(caller: AuthUser, studentId: string): SelectQueryBuilder<Grade> {
    const qb = this.dataSource
      .getRepository(Grade)
      .createQueryBuilder('grade')
      .innerJoinAndSelect('grade.course', 'course')
      .where('grade.student_id = :gradesOfStudent', { gradesOfStudent: studentId });
    return this.access.scope(qb, 'grade', caller, 'grade', 'view');
  }

  /** Every grade of the student the caller may view, with its course, in one query. */
  all(caller: AuthUser, studentId: string): Promise<Grade[]> {
    return this.ofStudent(caller, studentId).getMany();
  }

  /** The student's latest `limit` grades the caller may view, newest first, with their course and circle, in one query. */
  latest(caller: AuthUser, studentId: string, limit: number): Promise<Grade[]> {
    return (
      this.ofStudent(caller, studentId)
        .innerJoinAndSelect('grade.class', 'class')
        .orderBy('grade.grade_date', 'DESC')
        .addOrderBy('grade.id', 'DESC')
        // Every join is many-to-one, so the limit counts grades.
        .limit(limit)
        .getMany()
    );
  }

  /**
   * The ids, as text, of the student's grades the caller may view, as a subquery of `qb` (the audit history matches
   * its entries' `entity_id` with them).
   */
  idsOf(qb: SelectQueryBuilder<ObjectLiteral>, caller: AuthUser, studentId: string): string {
    const rows = qb
      .subQuery()
      .select('CAST(grade_row.id AS CHAR)')
      .from(Grade, 'grade_row')
      .where('grade_row.student_id = :gradeRowsOf', { gradeRowsOf: studentId });
    return this.access.scope(rows, 'grade_row', caller, 'grade', 'view').getQuery();
  }
}
