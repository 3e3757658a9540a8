import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { staffProfilesOf, usersOfRole } from '../users/user.queries.js';
import { toTeacherDto, type TeacherQueryDto, type TeachersResponseDto } from './dto/teacher-query.dto.js';

/** Staff lists: teachers, supervisors and complex managers, within the caller's scope. */
@Injectable()
export class TeachersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /**
   * Teachers the caller may see (the 'teacher' rule); managers and supervisors are accounts as such (the 'user'
   * rule), so only the admin lists every one. Two queries however many rows.
   */
  async list(caller: AuthUser, query: TeacherQueryDto): Promise<TeachersResponseDto> {
    const role = query.user_type ?? 'teacher';
    const qb = usersOfRole(this.dataSource.manager, role).orderBy('user.first_name', 'ASC').addOrderBy('user.id', 'ASC');
    if (query.school_id !== undefined) qb.andWhere('user.school_id = :schoolId', { schoolId: query.school_id });
    if (query.is_active !== undefined) qb.andWhere('user.is_active = :isActive', { isActive: query.is_active });
    const users = await this.access.scope(qb, 'user', caller, role === 'teacher' ? 'teacher' : 'user', 'view').getMany();

    const byUser = await staffProfilesOf(this.dataSource.manager, users.map((user) => user.id));
    return { teachers: users.map((user) => toTeacherDto(user, byUser.get(user.id))) };
  }
}
