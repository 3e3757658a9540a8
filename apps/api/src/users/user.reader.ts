import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ParentStudentLink } from './entities/parent-student-link.entity.js';
import { User } from './entities/user.entity.js';

/**
 * Figures over the people tables for other modules (the dashboard's cards and bell), each limited by the access
 * rule of what it counts for the caller. Each adds a scalar subquery to the caller's query under the name `as`, so
 * several figures ride on one row and cost no round trip of their own.
 */
@Injectable()
export class UserReader {
  constructor(private readonly access: AccessService) {}

  /** How many people of `role` the student or teacher rule lets the caller view; only those switched on when `activeOnly`. */
  withPeopleCount<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    caller: AuthUser,
    role: 'student' | 'teacher',
    as: string,
    { activeOnly }: { activeOnly: boolean },
  ): SelectQueryBuilder<T> {
    const alias = `${as}_person`;
    return qb.addSelect((sub) => {
      sub
        .select('COUNT(*)')
        .from(User, alias)
        .where(`${alias}.role = :${alias}Role`, { [`${alias}Role`]: role });
      if (activeOnly) sub.andWhere(`${alias}.is_active = :${alias}On`, { [`${alias}On`]: true });
      return this.access.scope(sub, alias, caller, role, 'view');
    }, as);
  }

  /** How many accounts wait for approval that the user rule lets the caller edit (as GET /api/users/pending lists them). */
  withPendingAccounts<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, caller: AuthUser, as: string): SelectQueryBuilder<T> {
    const alias = `${as}_account`;
    return qb.addSelect(
      (sub) =>
        this.access.scope(
          sub
            .select('COUNT(*)')
            .from(User, alias)
            .where(`${alias}.account_status = :${alias}Pending`, { [`${alias}Pending`]: 'pending_activation' }),
          alias,
          caller,
          'user',
          'edit',
        ),
      as,
    );
  }

  /**
   * How many parents' link requests wait for a child the student rule lets the caller edit (as GET
   * /api/children/pending lists them).
   */
  withPendingChildLinks<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, caller: AuthUser, as: string): SelectQueryBuilder<T> {
    const [link, student] = [`${as}_link`, `${as}_student`];
    return qb.addSelect(
      (sub) =>
        this.access.scope(
          sub
            .select('COUNT(*)')
            .from(ParentStudentLink, link)
            .innerJoin(`${link}.student`, student)
            .where(`${link}.status = :${link}Pending`, { [`${link}Pending`]: 'pending' }),
          student,
          caller,
          'student',
          'edit',
        ),
      as,
    );
  }
}
