import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { PointsEntry } from './entities/points-entry.entity.js';
import { pointsTotalsOfRow } from './points.queries.js';

/**
 * One student's points for other modules (the parent pages), each read limited by the points rule for the caller:
 * an entry the caller may not view is left out, whoever the student is.
 */
@Injectable()
export class PointsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The sum of the student's points the caller may view (kept to its one decimal), in one query. */
  async totalOf(caller: AuthUser, studentId: string): Promise<number> {
    const qb = this.dataSource
      .getRepository(PointsEntry)
      .createQueryBuilder('entry')
      .select('SUM(entry.points_given)', 'points_total')
      .addSelect('COUNT(*)', 'points_count')
      .where('entry.student_id = :pointsOfStudent', { pointsOfStudent: studentId });
    const row = await this.access
      .scope(qb, 'entry', caller, 'points', 'view')
      .getRawOne<{ points_total: number | string | null; points_count: number | string }>();
    return pointsTotalsOfRow(row ?? { points_total: null, points_count: 0 }).total;
  }

  /**
   * The ids, as text, of the student's points entries the caller may view, as a subquery of `qb` (the audit history
   * matches its entries' `entity_id` with them).
   */
  idsOf(qb: SelectQueryBuilder<ObjectLiteral>, caller: AuthUser, studentId: string): string {
    const rows = qb
      .subQuery()
      .select('CAST(entry_row.id AS CHAR)')
      .from(PointsEntry, 'entry_row')
      .where('entry_row.student_id = :entryRowsOf', { entryRowsOf: studentId });
    return this.access.scope(rows, 'entry_row', caller, 'points', 'view').getQuery();
  }
}
