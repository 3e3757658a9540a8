import { Injectable } from '@nestjs/common';
import { DataSource, In, type Repository } from 'typeorm';
import { LIMITS, MESSAGES } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { User } from '../users/entities/user.entity.js';
import {
  toSchoolDto,
  type CreateSchoolDto,
  type PublicSchoolsResponseDto,
  type SchoolMessageResponseDto,
  type SchoolResponseDto,
  type SchoolsResponseDto,
  type UpdateSchoolDto,
} from './dto/school.dto.js';
import { School } from './entities/school.entity.js';

const DELETED_SUFFIX = ` ${MESSAGES.schoolDeleted}`;

/** Complexes: listing within the caller's scope, creation, edits, the status toggle and the soft delete. */
@Injectable()
export class SchoolsService {
  private readonly schools: Repository<School>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {
    this.schools = dataSource.getRepository(School);
  }

  /** Active complexes for the registration forms: id and name only. */
  async listPublic(): Promise<PublicSchoolsResponseDto> {
    return { schools: await this.schools.find({ select: { id: true, name: true }, where: { is_active: true }, order: { name: 'ASC' } }) };
  }

  /** The complexes the caller may see, with their administrator's names, in one query. */
  async list(caller: AuthUser): Promise<SchoolsResponseDto> {
    const scope = await this.access.schoolIds(caller);
    if (scope !== 'all' && scope.length === 0) return { schools: [] };
    const rows = await this.schools.find({
      where: scope === 'all' ? {} : { id: In(scope) },
      relations: { administrator: true },
      order: { id: 'ASC' },
    });
    return { schools: rows.map(toSchoolDto) };
  }

  async get(caller: AuthUser, id: number): Promise<SchoolResponseDto> {
    return { school: toSchoolDto(await this.findVisible(caller, id)) };
  }

  async create(dto: CreateSchoolDto): Promise<SchoolMessageResponseDto> {
    await this.checkAdministrator(dto.administrator_id);
    const saved = await this.schools.save(
      this.schools.create({
        name: dto.name,
        address: dto.address,
        phone: dto.phone || null,
        email: dto.email || null,
        established_date: dto.established_date || null,
        is_active: dto.is_active ?? true,
        administrator_id: dto.administrator_id || null,
      }),
    );
    return { message: MESSAGES.schoolSaved, school: toSchoolDto(await this.load(saved.id)) };
  }

  /** Applies the fields that were sent; the toggle sends is_active alone. */
  async update(caller: AuthUser, id: number, dto: UpdateSchoolDto): Promise<SchoolMessageResponseDto> {
    const school = await this.findVisible(caller, id);
    if (dto.administrator_id !== undefined) await this.checkAdministrator(dto.administrator_id);
    const change: Partial<School> = {};
    if (dto.name !== undefined) change.name = dto.name;
    if (dto.address !== undefined) change.address = dto.address;
    if (dto.phone !== undefined) change.phone = dto.phone || null;
    if (dto.email !== undefined) change.email = dto.email || null;
    if (dto.established_date !== undefined) change.established_date = dto.established_date || null;
    if (dto.is_active !== undefined) change.is_active = dto.is_active;
    if (dto.administrator_id !== undefined) change.administrator_id = dto.administrator_id || null;
    if (Object.keys(change).length > 0) await this.schools.update({ id: school.id }, change);
    return { message: MESSAGES.schoolSaved, school: toSchoolDto(await this.load(id)) };
  }

  /**
   * Soft delete: the complex is switched off and '(محذوف)' is appended to its name, so history that points at it
   * keeps its meaning. Refused while students belong to it (and, once circles exist, while circles do).
   */
  async remove(caller: AuthUser, id: number): Promise<SchoolMessageResponseDto> {
    const school = await this.findVisible(caller, id);
    const students = await this.dataSource.getRepository(User).countBy({ school_id: id, role: 'student' });
    if (students > 0) throw ApiError.conflict(MESSAGES.schoolHasDependants);
    const name = school.name.endsWith(DELETED_SUFFIX) ? school.name : `${school.name}${DELETED_SUFFIX}`;
    await this.schools.update({ id }, { is_active: false, name: name.slice(0, LIMITS.school.name) });
    return { message: MESSAGES.schoolDeletedDone, school: toSchoolDto(await this.load(id)) };
  }

  private async findVisible(caller: AuthUser, id: number): Promise<School> {
    if (!(await this.access.canSeeSchool(caller, id))) throw ApiError.notFound(MESSAGES.schoolNotFound);
    return this.load(id);
  }

  private async load(id: number): Promise<School> {
    const school = await this.schools.createQueryBuilder('school').leftJoinAndSelect('school.administrator', 'administrator').where('school.id = :id', { id }).getOne();
    if (!school) throw ApiError.notFound(MESSAGES.schoolNotFound);
    return school;
  }

  private async checkAdministrator(id: string | null | undefined): Promise<void> {
    if (!id) return;
    const exists = await this.dataSource.getRepository(User).existsBy({ id, role: 'administrator' });
    if (!exists) throw ApiError.badRequest(MESSAGES.validationFailed, [{ path: 'administrator_id', msg: MESSAGES.administratorNotFound }]);
  }
}
