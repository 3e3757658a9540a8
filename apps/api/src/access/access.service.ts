import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { School } from '../schools/entities/school.entity.js';
import type { AuthUser } from './auth-user.js';

/** Every id, or exactly these. */
export type Scope<T> = 'all' | T[];

/**
 * Answers "which rows may this caller touch" with set-returning queries. Services filter every list with it and
 * check every single object against it; an object outside the scope answers 404, exactly like a missing one.
 */
@Injectable()
export class AccessService {
  constructor(private readonly dataSource: DataSource) {}

  /** Complexes the caller may see: all for the admin; otherwise their own complex and any they manage. */
  async schoolIds(user: AuthUser): Promise<Scope<number>> {
    if (user.role === 'admin') return 'all';
    const managed = await this.dataSource
      .getRepository(School)
      .find({ select: { id: true }, where: { administrator_id: user.id } });
    const ids = new Set(managed.map((s) => s.id));
    if (user.school_id !== null) ids.add(user.school_id);
    return [...ids];
  }

  /** Whether one complex is inside the caller's scope. */
  async canSeeSchool(user: AuthUser, schoolId: number): Promise<boolean> {
    const scope = await this.schoolIds(user);
    return scope === 'all' || scope.includes(schoolId);
  }
}
