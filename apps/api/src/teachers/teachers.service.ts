import { Injectable } from '@nestjs/common';
import { DataSource, In, type FindOptionsWhere } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { toUserView } from '../users/dto/user-view.dto.js';
import { StaffProfile } from '../users/entities/staff-profile.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { TeacherQueryDto, TeachersResponseDto } from './dto/teacher-query.dto.js';

/** Staff lists: teachers, supervisors and complex managers, within the caller's complexes. */
@Injectable()
export class TeachersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  async list(caller: AuthUser, query: TeacherQueryDto): Promise<TeachersResponseDto> {
    const scope = await this.access.schoolIds(caller);
    if (scope !== 'all' && scope.length === 0) return { teachers: [] };
    if (scope !== 'all' && query.school_id !== undefined && !scope.includes(query.school_id)) return { teachers: [] };
    const where: FindOptionsWhere<User> = { role: query.user_type ?? 'teacher' };
    if (query.school_id !== undefined) where.school_id = query.school_id;
    else if (scope !== 'all') where.school_id = In(scope);
    if (query.is_active !== undefined) where.is_active = query.is_active;

    const users = await this.dataSource.getRepository(User).find({ where, relations: { school: true }, order: { first_name: 'ASC', id: 'ASC' } });
    if (users.length === 0) return { teachers: [] };
    const profiles = await this.dataSource.getRepository(StaffProfile).findBy({ user_id: In(users.map((u) => u.id)) });
    const byUser = new Map(profiles.map((p) => [p.user_id, p]));
    const teachers = users.map((user) => ({
      ...toUserView(user),
      specialization: byUser.get(user.id)?.specialization ?? null,
      qualifications: byUser.get(user.id)?.qualifications ?? null,
    }));
    return { teachers };
  }
}
