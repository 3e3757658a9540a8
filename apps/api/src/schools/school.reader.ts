import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { School } from './entities/school.entity.js';
import { withoutDeletedSchools } from './school.queries.js';

/**
 * Figures over the complexes for other modules (the dashboard's cards), limited by the school rule for the caller.
 * Each adds a scalar subquery under the name `as`, with no round trip of its own. Deleted complexes (the soft delete
 * keeps their rows) are left out: they no longer run anything.
 */
@Injectable()
export class SchoolReader {
  constructor(private readonly access: AccessService) {}

  /** How many complexes the caller may view. */
  withCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, caller: AuthUser, as: string): SelectQueryBuilder<T> {
    return this.withScoped(qb, caller, as, () => 'COUNT(*)');
  }

  /** The first name, in sort order, of the complexes the caller may view: a manager's or a supervisor's own complex. */
  withFirstName<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, caller: AuthUser, as: string): SelectQueryBuilder<T> {
    return this.withScoped(qb, caller, as, (alias) => `MIN(${alias}.name)`);
  }

  private withScoped<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    caller: AuthUser,
    as: string,
    select: (alias: string) => string,
  ): SelectQueryBuilder<T> {
    const alias = `${as}_school`;
    return qb.addSelect(
      (sub) => this.access.scope(withoutDeletedSchools(sub.select(select(alias)).from(School, alias), alias), alias, caller, 'school', 'view'),
      as,
    );
  }
}
