import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { roundTo } from '#common';
import { PointsEntry } from './entities/points-entry.entity.js';

// Reads of the points table that other modules need (the comprehensive grading table's points column).

/**
 * Adds each row's points in the enrolment's circle and `semesterId` to a query of enrolments (under `enrolment`): the
 * total (`points_total`) and the number of entries (`points_count`), read by the points key's index, so the totals
 * ride on the enrolment rows instead of costing a query of their own.
 */
export function withPointsTotals<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, enrolment: string, semesterId: number): SelectQueryBuilder<T> {
  const entries = (alias: string, select: string) =>
    qb
      .subQuery()
      .select(select)
      .from(PointsEntry, alias)
      .where(`${alias}.student_id = ${enrolment}.student_id`)
      .andWhere(`${alias}.class_id = ${enrolment}.class_id`)
      .andWhere(`${alias}.semester_id = :pointsSemesterId`)
      .getQuery();
  return qb
    .addSelect(entries('entry', 'SUM(entry.points_given)'), 'points_total')
    .addSelect(entries('counted_entry', 'COUNT(*)'), 'points_count')
    .setParameter('pointsSemesterId', semesterId);
}

/** The points {@link withPointsTotals} added to a raw row: the total kept to its one decimal, and the count. */
export function pointsTotalsOfRow(row: { points_total: number | string | null; points_count: number | string | null }): { total: number; count: number } {
  return { total: roundTo(Number(row.points_total ?? 0), 1), count: Number(row.points_count ?? 0) };
}
