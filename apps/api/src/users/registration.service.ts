import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { MESSAGES, type Role } from '#common';
import { ApiError } from '../common/api-error.js';
import { isActiveSchool } from '../schools/school.queries.js';
import { toPersonName } from './dto/person-name.dto.js';
import type { RegisterParentDto, RegisterStaffDto, RegisterStudentDto, RegistrationResponseDto } from './dto/registration.dto.js';
import { ParentProfile } from './entities/parent-profile.entity.js';
import type { ChildLinkStatus } from './entities/parent-student-link.entity.js';
import { PendingFamilyLink } from './entities/pending-family-link.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { User } from './entities/user.entity.js';
import { hashPassword } from './password.js';
import { insertChildLink, insertUser } from './user.queries.js';

const PENDING: RegistrationResponseDto = { status: 'pending_activation', message: MESSAGES.registration.pending };

/**
 * Self-registration of parents, students and staff. Every new account waits for approval
 * (`pending_activation`, inactive). Each registration is one transaction: the user, their profile row and their
 * family links are written together or not at all.
 */
@Injectable()
export class RegistrationService {
  constructor(private readonly dataSource: DataSource) {}

  async registerParent(dto: RegisterParentDto): Promise<RegistrationResponseDto> {
    const hash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (em) => {
      await this.insertUser(em, dto.id, 'parent', hash, {
        ...toPersonName(dto),
        neighborhood: dto.neighborhood,
        phone: dto.phone,
        email: dto.email,
      });
      await em.insert(ParentProfile, { user_id: dto.id, self_school_level: dto.registerSelf ? (dto.selfSchoolLevel ?? null) : null });
      // Students who named this parent when they registered: their links are confirmed (spec 02, issue 22).
      const namedBy = await this.takeNamings(em, { parent_id: dto.id });
      for (const studentId of namedBy) await this.link(em, dto.id, studentId, 'confirmed');
      const childIds = [...new Set(dto.childIds ?? [])].filter((id) => id !== dto.id && !namedBy.has(id));
      const students = childIds.length ? await em.findBy(User, { id: In(childIds), role: 'student' }) : [];
      const registered = new Set(students.map((s) => s.id));
      for (const studentId of childIds) {
        // A child the parent names who did not name them waits for the child's complex to confirm the link.
        if (registered.has(studentId)) await this.link(em, dto.id, studentId, 'pending');
        else await em.insert(PendingFamilyLink, { parent_id: dto.id, student_id: studentId });
      }
    });
    return PENDING;
  }

  async registerStudent(dto: RegisterStudentDto): Promise<RegistrationResponseDto> {
    const hash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (em) => {
      await this.insertUser(em, dto.id, 'student', hash, {
        ...toPersonName(dto),
        phone: dto.phone || null,
        email: dto.email || null,
        school_level: dto.school_level,
        date_of_birth: dto.date_of_birth,
      });
      // Parents who named this student when they registered: confirmed if the student names them too, else their
      // links wait for the complex to confirm them (the student did not name them).
      const namedBy = await this.takeNamings(em, { student_id: dto.id });
      const named = dto.parent_id && dto.parent_id !== dto.id ? dto.parent_id : null;
      for (const parentId of namedBy) await this.link(em, parentId, dto.id, parentId === named ? 'confirmed' : 'pending');
      if (named && !namedBy.has(named)) {
        const parent = await em.findOneBy(User, { id: named, role: 'parent' });
        if (parent) await this.link(em, parent.id, dto.id, 'confirmed');
        else await em.insert(PendingFamilyLink, { parent_id: named, student_id: dto.id });
      }
    });
    return PENDING;
  }

  /**
   * Staff registration. From the public form the account waits for approval; `approved` (staff adding a teacher of
   * their complex) makes it active at once.
   */
  async registerStaff(dto: RegisterStaffDto, approved = false): Promise<RegistrationResponseDto> {
    const schoolId = dto.school_id ?? null;
    if (schoolId !== null) {
      if (!(await isActiveSchool(this.dataSource.manager, schoolId)))
        throw ApiError.badRequest(MESSAGES.validation.failed, [{ path: 'school_id', msg: MESSAGES.schools.notFound }]);
    }
    const hash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (em) => {
      await this.insertUser(em, dto.id, dto.user_type, hash, {
        ...toPersonName(dto),
        address: dto.address || null,
        phone: dto.phone,
        email: dto.email,
        school_id: schoolId,
        ...(approved ? { is_active: true, account_status: 'active' as const } : {}),
      });
      await em.insert(StaffProfile, {
        user_id: dto.id,
        specialization: dto.user_type === 'teacher' ? dto.specialization || null : null,
        qualifications: dto.qualifications || null,
      });
    });
    return approved ? { status: 'active', message: MESSAGES.teachers.created } : PENDING;
  }

  private insertUser(em: EntityManager, id: string, role: Role, passwordHash: string, fields: Partial<User>): Promise<void> {
    return insertUser(em, { is_active: false, account_status: 'pending_activation', ...fields, id, role, password_hash: passwordHash });
  }

  /**
   * The namings of the person registering now, made earlier by the other side of the family (a parent who listed a
   * child, a student who named a parent, before this account existed), taken off the waiting list: the ids of the
   * people who named them. Only the other side can have named someone who had no account yet.
   */
  private async takeNamings(em: EntityManager, side: { parent_id: string } | { student_id: string }): Promise<Set<string>> {
    const namings = await em.findBy(PendingFamilyLink, side);
    if (namings.length === 0) return new Set();
    const otherRole: Role = 'parent_id' in side ? 'student' : 'parent';
    const otherIds = namings.map((naming) => ('parent_id' in side ? naming.student_id : naming.parent_id));
    const others = new Set((await em.findBy(User, { id: In(otherIds), role: otherRole })).map((user) => user.id));
    await em.delete(PendingFamilyLink, { id: In(namings.map((naming) => naming.id)) });
    return others;
  }

  private async link(em: EntityManager, parentId: string, studentId: string, status: ChildLinkStatus): Promise<void> {
    await insertChildLink(em, { parent_id: parentId, student_id: studentId, relationship_type: 'parent', is_primary: true, status });
  }
}
