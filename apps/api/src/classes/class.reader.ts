import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { SchoolClass } from './entities/school-class.entity.js';

/** Figures over the circles for other modules (the dashboard's cards), limited by the class rule for the caller. */
@Injectable()
export class ClassReader {
  constructor(private readonly access: AccessService) {}

  /** Adds how many circles the caller may view, under the name `as`: a scalar subquery, no round trip of its own. */
  withCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, caller: AuthUser, as: string): SelectQueryBuilder<T> {
    const alias = `${as}_class`;
    return qb.addSelect((sub) => this.access.scope(sub.select('COUNT(*)').from(SchoolClass, alias), alias, caller, 'class', 'view'), as);
  }
}
