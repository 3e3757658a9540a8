import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { MESSAGES, type Role } from '#common';
import { ApiError } from '../common/api-error.js';
import { isActiveSchool } from '../schools/school.queries.js';
import type { RegisterParentDto, RegisterStaffDto, RegisterStudentDto, RegistrationResponseDto } from './dto/registration.dto.js';
import { ParentProfile } from './entities/parent-profile.entity.js';
import { ParentStudentLink } from './entities/parent-student-link.entity.js';
import { PendingFamilyLink } from './entities/pending-family-link.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { User } from './entities/user.entity.js';
import { hashPassword } from './password.js';
import { insertUser } from './user.queries.js';

/** The four name parts every registration carries. */
const fourNames = ({ first_name, second_name, third_name, last_name }: Pick<User, 'first_name' | 'second_name' | 'third_name' | 'last_name'>) => ({
  first_name,
  second_name,
  third_name,
  last_name,
});

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
        ...fourNames(dto),
        neighborhood: dto.neighborhood,
        phone: dto.phone,
        email: dto.email,
      });
      await em.insert(ParentProfile, { user_id: dto.id, self_school_level: dto.registerSelf ? (dto.selfSchoolLevel ?? null) : null });
      const childIds = [...new Set(dto.childIds ?? [])].filter((id) => id !== dto.id);
      const students = childIds.length ? await em.findBy(User, { id: In(childIds), role: 'student' }) : [];
      const registered = new Set(students.map((s) => s.id));
      for (const studentId of childIds) {
        if (registered.has(studentId))
          await em.insert(ParentStudentLink, { parent_id: dto.id, student_id: studentId, relationship_type: 'parent', is_primary: true });
        else await em.insert(PendingFamilyLink, { parent_id: dto.id, student_id: studentId });
      }
      await this.completePendingLinks(em, { parent_id: dto.id });
    });
    return PENDING;
  }

  async registerStudent(dto: RegisterStudentDto): Promise<RegistrationResponseDto> {
    const hash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (em) => {
      await this.insertUser(em, dto.id, 'student', hash, {
        ...fourNames(dto),
        phone: dto.phone || null,
        email: dto.email || null,
        school_level: dto.school_level,
        date_of_birth: dto.date_of_birth,
      });
      if (dto.parent_id && dto.parent_id !== dto.id) {
        const parent = await em.findOneBy(User, { id: dto.parent_id, role: 'parent' });
        if (parent) await em.insert(ParentStudentLink, { parent_id: parent.id, student_id: dto.id, relationship_type: 'parent', is_primary: true });
        else await em.insert(PendingFamilyLink, { parent_id: dto.parent_id, student_id: dto.id });
      }
      await this.completePendingLinks(em, { student_id: dto.id });
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
        ...fourNames(dto),
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

  /** Turns links named earlier by the other side into real links now that both accounts exist. */
  private async completePendingLinks(em: EntityManager, side: { parent_id: string } | { student_id: string }): Promise<void> {
    const pending = await em.findBy(PendingFamilyLink, side);
    if (pending.length === 0) return;
    const otherIds = pending.map((p) => ('parent_id' in side ? p.student_id : p.parent_id));
    const otherRole: Role = 'parent_id' in side ? 'student' : 'parent';
    const others = new Set((await em.findBy(User, { id: In(otherIds), role: otherRole })).map((u) => u.id));
    for (const link of pending.filter((p) => others.has('parent_id' in side ? p.student_id : p.parent_id))) {
      await em.insert(ParentStudentLink, { parent_id: link.parent_id, student_id: link.student_id, relationship_type: 'parent', is_primary: true });
      await em.delete(PendingFamilyLink, { id: link.id });
    }
  }
}
