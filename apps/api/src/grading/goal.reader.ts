import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { StudentGoal } from './entities/student-goal.entity.js';

/**
 * One student's goals for other modules (the parent pages). A goal is seen by who may see its student, the rule
 * GET /api/grades/student/{id}/goals applies: every read here is limited by the student rule for the caller.
 */
@Injectable()
export class GoalReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The student's goals the caller may see, newest first, in one query. */
  goalsOf(caller: AuthUser, studentId: string): Promise<StudentGoal[]> {
    const qb = this.dataSource.getRepository(StudentGoal).createQueryBuilder('goal').where('goal.student_id = :goalsOfStudent', { goalsOfStudent: studentId });
    return qb
      .andWhere(`goal.student_id IN ${this.access.ids(qb, caller, 'student', 'view')}`)
      .orderBy('goal.id', 'DESC')
      .getMany();
  }

  /**
   * The ids, as text, of the student's goals the caller may see, as a subquery of `qb` (the audit history matches
   * its entries' `entity_id` with them).
   */
  idsOf(qb: SelectQueryBuilder<ObjectLiteral>, caller: AuthUser, studentId: string): string {
    return qb
      .subQuery()
      .select('CAST(goal_row.id AS CHAR)')
      .from(StudentGoal, 'goal_row')
      .where('goal_row.student_id = :goalRowsOf', { goalRowsOf: studentId })
      .andWhere(`goal_row.student_id IN ${this.access.ids(qb, caller, 'student', 'view')}`)
      .getQuery();
  }
}
