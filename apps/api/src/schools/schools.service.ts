import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { LIMITS, MESSAGES } from '#common';
import { AccessService, type AccessAction } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { mayAssignManager } from '../access/rules/school.rule.js';
import { ApiError } from '../common/api-error.js';
import { countClassesOf } from '../classes/class.queries.js';
import { countStudentsOf, hasRole } from '../users/user.queries.js';
import { DELETED_SCHOOL_SUFFIX } from './school.queries.js';
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
    const rows = await this.access.scope(this.withAdministrator().orderBy('school.id', 'ASC'), 'school', caller, 'school', 'view').getMany();
    return { schools: rows.map(toSchoolDto) };
  }

  async get(caller: AuthUser, id: number): Promise<SchoolResponseDto> {
    return { school: toSchoolDto(await this.findScoped(caller, id, 'view')) };
  }

  async create(caller: AuthUser, dto: CreateSchoolDto): Promise<SchoolMessageResponseDto> {
    if (dto.administrator_id && !mayAssignManager(caller)) throw ApiError.forbidden(MESSAGES.errors.forbidden);
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
    return { message: MESSAGES.schools.saved, school: toSchoolDto(await this.load(saved.id)) };
  }

  /** Applies the fields that were sent; the toggle sends is_active alone. */
  async update(caller: AuthUser, id: number, dto: UpdateSchoolDto): Promise<SchoolMessageResponseDto> {
    const school = await this.findScoped(caller, id, 'edit');
    if (dto.administrator_id !== undefined) {
      // Sending the current manager back unchanged is fine: the edit form sends every field.
      if ((dto.administrator_id || null) !== school.administrator_id && !mayAssignManager(caller)) throw ApiError.forbidden(MESSAGES.errors.forbidden);
      await this.checkAdministrator(dto.administrator_id);
    }
    const change: Partial<School> = {};
    if (dto.name !== undefined) change.name = dto.name;
    if (dto.address !== undefined) change.address = dto.address;
    if (dto.phone !== undefined) change.phone = dto.phone || null;
    if (dto.email !== undefined) change.email = dto.email || null;
    if (dto.established_date !== undefined) change.established_date = dto.established_date || null;
    if (dto.is_active !== undefined) change.is_active = dto.is_active;
    if (dto.administrator_id !== undefined) change.administrator_id = dto.administrator_id || null;
    if (Object.keys(change).length > 0) await this.schools.update({ id: school.id }, change);
    return { message: MESSAGES.schools.saved, school: toSchoolDto(await this.load(id)) };
  }

  /**
   * Soft delete: the complex is switched off and '(محذوف)' is appended to its name, so history that points at it
   * keeps its meaning. Refused while students or circles belong to it.
   */
  async remove(caller: AuthUser, id: number): Promise<SchoolMessageResponseDto> {
    const school = await this.findScoped(caller, id, 'delete');
    const manager = this.dataSource.manager;
    if ((await countStudentsOf(manager, id)) > 0 || (await countClassesOf(manager, id)) > 0) throw ApiError.conflict(MESSAGES.schools.hasDependants);
    // The suffix is what marks the complex deleted (the dashboard leaves such complexes out): a long name gives way to it.
    const name = school.name.endsWith(DELETED_SCHOOL_SUFFIX)
      ? school.name
      : `${school.name.slice(0, LIMITS.school.name - DELETED_SCHOOL_SUFFIX.length)}${DELETED_SCHOOL_SUFFIX}`;
    await this.schools.update({ id }, { is_active: false, name });
    return { message: MESSAGES.schools.deleted, school: toSchoolDto(await this.load(id)) };
  }

  /** One complex the caller may act on, in one query; outside their scope it is missing. */
  private async findScoped(caller: AuthUser, id: number, action: AccessAction): Promise<School> {
    return this.access.one(this.withAdministrator().where('school.id = :id', { id }), 'school', caller, 'school', action);
  }

  private async load(id: number): Promise<School> {
    const school = await this.withAdministrator().where('school.id = :id', { id }).getOne();
    if (!school) throw ApiError.notFound(MESSAGES.schools.notFound);
    return school;
  }

  private withAdministrator() {
    return this.schools.createQueryBuilder('school').leftJoinAndSelect('school.administrator', 'administrator');
  }

  private async checkAdministrator(id: string | null | undefined): Promise<void> {
    if (!id) return;
    if (!(await hasRole(this.dataSource.manager, id, 'administrator')))
      throw ApiError.badRequest(MESSAGES.validation.failed, [{ path: 'administrator_id', msg: MESSAGES.schools.administratorNotFound }]);
  }
}
