import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allows, MESSAGES, RULES, type FieldError } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { classesOfTeachers, classSchoolsOf, isPrimaryOfActiveClass, setTeacherClasses } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import { refuseRoleAboveOwn } from '../common/role-ceiling.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import type { RegisterStaffDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';
import { deleteUserForGood, saveStaffProfile, staffProfilesOf, updateUser, usersOfRole } from '../users/user.queries.js';
import { toTeacherDto, type TeacherMessageResponseDto, type TeacherQueryDto, type TeachersResponseDto } from './dto/teacher-query.dto.js';
import type { TeacherActivationDto, TeacherClassesDto, UpdateTeacherDto } from './dto/teacher.dto.js';

/** Staff lists, and the management of teachers: details, circles, the active switch and deletion. */
@Injectable()
export class TeachersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly registration: RegistrationService,
  ) {}

  /**
   * Teachers the caller may see (the 'teacher' rule) with their circles; managers and supervisors are accounts as
   * such (the 'user' rule), so only the admin lists every one. Three queries however many rows.
   */
  async list(caller: AuthUser, query: TeacherQueryDto): Promise<TeachersResponseDto> {
    const role = query.user_type ?? 'teacher';
    const qb = usersOfRole(this.dataSource.manager, role).orderBy('user.first_name', 'ASC').addOrderBy('user.id', 'ASC');
    if (query.school_id !== undefined) qb.andWhere('user.school_id = :schoolId', { schoolId: query.school_id });
    if (query.is_active !== undefined) qb.andWhere('user.is_active = :isActive', { isActive: query.is_active });
    const users = await this.access.scope(qb, 'user', caller, role === 'teacher' ? 'teacher' : 'user', 'view').getMany();

    const ids = users.map((user) => user.id);
    const [profiles, classes] = await Promise.all([staffProfilesOf(this.dataSource.manager, ids), classesOfTeachers(this.dataSource.manager, ids)]);
    return { teachers: users.map((user) => toTeacherDto(user, profiles.get(user.id), classes.get(user.id) ?? [])) };
  }

  /**
   * The staff form. Signed out (or signed in as someone who does not manage teachers) it is a registration waiting
   * for approval. From someone who manages teachers, adding a teacher, it is an active teacher of a complex of theirs
   * (another complex is missing: 404).
   */
  async register(caller: AuthUser | undefined, dto: RegisterStaffDto): Promise<RegistrationResponseDto> {
    if (!(await this.addsTeachers(caller, dto))) return this.registration.registerStaff(dto);
    // A users.edit grant to a parent or a student does not let them make an active teacher.
    refuseRoleAboveOwn(caller!, dto.user_type);
    await this.access.require(caller!, 'school', 'edit', [dto.school_id!]);
    return this.registration.registerStaff(dto, true);
  }

  /** Whether the form comes from someone who manages teachers, adding a teacher; anyone else registers as the public does. */
  private async addsTeachers(caller: AuthUser | undefined, dto: RegisterStaffDto): Promise<boolean> {
    if (!caller || dto.user_type !== 'teacher') return false;
    await this.access.permissions(caller);
    return allows(RULES.teachers.manage, caller);
  }

  async update(caller: AuthUser, id: string, dto: UpdateTeacherDto): Promise<TeacherMessageResponseDto> {
    const teacher = await this.findManaged(caller, id);
    const moving = dto.school_id !== undefined && dto.school_id !== teacher.school_id;
    if (moving) await this.access.require(caller, 'school', 'edit', [dto.school_id!]);
    const { specialization, qualifications, ...fields } = dto;
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, id, { ...fields, ...(fields.address !== undefined ? { address: fields.address || null } : {}) });
      if (specialization !== undefined || qualifications !== undefined) {
        await saveStaffProfile(manager, id, {
          ...(specialization !== undefined ? { specialization: specialization || null } : {}),
          ...(qualifications !== undefined ? { qualifications: qualifications || null } : {}),
        });
      }
      // A teacher who moves to another complex leaves the circles of the old one.
      if (moving) await setTeacherClasses(manager, id, []);
    });
    return { message: MESSAGES.teachers.saved, teacher: await this.load(id) };
  }

  /** Replaces the circles the teacher teaches, in one transaction; each must be a circle of the teacher's complex. */
  async setClasses(caller: AuthUser, id: string, dto: TeacherClassesDto): Promise<TeacherMessageResponseDto> {
    const teacher = await this.findManaged(caller, id);
    const classIds = [...new Set(dto.class_ids)];
    await this.access.require(caller, 'class', 'edit', classIds);
    const schools = await classSchoolsOf(this.dataSource.manager, classIds);
    const strangers = classIds.filter((classId) => schools.get(classId) !== teacher.school_id);
    if (strangers.length > 0)
      throw ApiError.badRequest(MESSAGES.validation.failed, [{ path: 'class_ids', msg: MESSAGES.teachers.classNotInSchool } satisfies FieldError]);
    await this.dataSource.transaction((manager) => setTeacherClasses(manager, id, classIds));
    return { message: MESSAGES.teachers.classesSaved, teacher: await this.load(id) };
  }

  /** Switches the teacher on (which approves a pending one) or off. */
  async activate(caller: AuthUser, id: string, dto: TeacherActivationDto): Promise<TeacherMessageResponseDto> {
    await this.findManaged(caller, id);
    await updateUser(this.dataSource.manager, id, dto.is_active ? { is_active: true, account_status: 'active' } : { is_active: false });
    return { message: dto.is_active ? MESSAGES.users.activated : MESSAGES.users.deactivated, teacher: await this.load(id) };
  }

  /** Deletes the teacher and their circle assignments; refused while they lead an active circle. */
  async remove(caller: AuthUser, id: string): Promise<MessageResponseDto> {
    await this.findManaged(caller, id);
    if (await isPrimaryOfActiveClass(this.dataSource.manager, id)) throw ApiError.conflict(MESSAGES.teachers.isPrimaryTeacher);
    await this.dataSource.transaction((manager) => deleteUserForGood(manager, id));
    return { message: MESSAGES.teachers.deleted };
  }

  /** A teacher the caller may manage (the 'teacher' rule for edits); anyone else, or no teacher, is missing. */
  private async findManaged(caller: AuthUser, id: string) {
    const qb = usersOfRole(this.dataSource.manager, 'teacher').andWhere('user.id = :id', { id });
    return this.access.one(qb, 'user', caller, 'teacher', 'edit');
  }

  private async load(id: string) {
    const teacher = await usersOfRole(this.dataSource.manager, 'teacher').andWhere('user.id = :id', { id }).getOneOrFail();
    const [profiles, classes] = await Promise.all([staffProfilesOf(this.dataSource.manager, [id]), classesOfTeachers(this.dataSource.manager, [id])]);
    return toTeacherDto(teacher, profiles.get(id), classes.get(id) ?? []);
  }
}
