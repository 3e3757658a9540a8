import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { calendarToday, isActiveStatus, MESSAGES, semesterDisplayName, studentActivationErrors, type FieldError } from '#common';
import { isValidPosition } from '#quran';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { activeEnrollmentsOf, classSchoolsOf, enrolStudent, onlyEnrolledIn } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { matchesSearch } from '../database/search.js';
import { toPersonName } from '../users/dto/person-name.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { hashPassword } from '../users/password.js';
import { deleteUserForGood, insertUser, saveStudentProfile, studentProfilesOf, updateUser, usersOfRole } from '../users/user.queries.js';
import type { CreateStudentDto, StudentDto, StudentMessageResponseDto, StudentQueryDto, UpdateStudentDto } from './dto/student.dto.js';

type StudentFields = Omit<CreateStudentDto, 'id'>;
const POSITION_FIELDS = ['memorized_surah_id', 'memorized_ayah_number', 'target_surah_id', 'target_ayah_number'] as const;

/** Students as staff manage them: the scoped list, the file, the circle, the memorisation position, the status. */
@Injectable()
export class StudentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The students the caller may see, filtered, in three queries however many. */
  async list(caller: AuthUser, query: StudentQueryDto): Promise<StudentDto[]> {
    const qb = usersOfRole(this.dataSource.manager, 'student').orderBy('user.first_name', 'ASC').addOrderBy('user.last_name', 'ASC');
    if (query.school_id !== undefined) qb.andWhere('user.school_id = :schoolId', { schoolId: query.school_id });
    if (query.status !== undefined) qb.andWhere('user.is_active = :isActive', { isActive: query.status === 'active' });
    if (query.class_id !== undefined) onlyEnrolledIn(qb, 'user', query.class_id);
    matchesSearch(qb, 'user', query.search);
    return this.toDtos(this.dataSource.manager, await this.access.scope(qb, 'user', caller, 'student', 'view').getMany());
  }

  async get(caller: AuthUser, id: string): Promise<StudentDto> {
    return this.load(await this.findScoped(caller, id, 'view'));
  }

  /**
   * Adds a student, in one transaction with their profile and enrolment. A staff-made account has no password the
   * student knows: it signs in once one is set for them (password management).
   */
  async create(caller: AuthUser, dto: CreateStudentDto): Promise<StudentMessageResponseDto> {
    const { id, ...fields } = dto;
    const active = isActiveStatus(fields.status ?? 'inactive');
    await this.check(caller, fields, { active, school_id: fields.school_id ?? null, class_id: fields.class_id ?? null });
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const student = await this.dataSource.transaction(async (manager) => {
      await insertUser(manager, {
        id,
        role: 'student',
        password_hash: passwordHash,
        is_active: active,
        account_status: 'active',
        ...personFields(fields),
      });
      await saveStudentProfile(manager, id, positionFields(fields));
      if (fields.class_id) await enrolStudent(manager, id, fields.class_id, calendarToday());
      return this.stillInReach(manager, caller, id);
    });
    return { message: MESSAGES.students.created, student };
  }

  /** Applies what was sent: the file, the position, the circle or the status alone; `suspended` is inactive. */
  async update(caller: AuthUser, id: string, dto: UpdateStudentDto): Promise<StudentMessageResponseDto> {
    const student = await this.findScoped(caller, id, 'edit');
    const enrolment = (await activeEnrollmentsOf(this.dataSource.manager, [id])).get(id) ?? null;
    const next = {
      active: dto.status ? isActiveStatus(dto.status) : student.is_active,
      school_id: dto.school_id === undefined ? student.school_id : dto.school_id,
      // A student who changes complex leaves a circle of the old one unless a new circle is given.
      class_id:
        dto.class_id !== undefined ? dto.class_id : dto.school_id !== undefined && dto.school_id !== student.school_id ? null : (enrolment?.class_id ?? null),
    };
    await this.check(caller, dto, next);
    const saved = await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, id, { ...personFields(dto), ...(dto.status ? { is_active: next.active } : {}) });
      if (POSITION_FIELDS.some((field) => dto[field] !== undefined)) await saveStudentProfile(manager, id, positionFields(dto));
      if (next.class_id !== (enrolment?.class_id ?? null)) await enrolStudent(manager, id, next.class_id, calendarToday());
      return this.stillInReach(manager, caller, id);
    });
    return { message: MESSAGES.students.saved, student: saved };
  }

  /** Deletes the student for good: account, enrolments, family links and every record, in one transaction. */
  async remove(caller: AuthUser, id: string): Promise<MessageResponseDto> {
    await this.findScoped(caller, id, 'delete');
    await this.dataSource.transaction((manager) => deleteUserForGood(manager, id));
    return { message: MESSAGES.students.deleted };
  }

  /**
   * The rules of a write: the complex and circle inside the caller's scope (else 404), the circle of that complex, a
   * complex before activation, and whole positions of the mushaf.
   */
  private async check(caller: AuthUser, dto: Partial<StudentFields>, next: { active: boolean; school_id: number | null; class_id: number | null }) {
    if (dto.school_id) await this.access.require(caller, 'school', 'edit', [dto.school_id]);
    const errors: FieldError[] = [...studentActivationErrors(next), ...positionErrors(dto)];
    if (dto.class_id) {
      await this.access.require(caller, 'class', 'edit', [dto.class_id]);
      const schoolOfClass = (await classSchoolsOf(this.dataSource.manager, [dto.class_id])).get(dto.class_id);
      if (schoolOfClass !== next.school_id) errors.push({ path: 'class_id', msg: MESSAGES.students.classNotInSchool });
    }
    if (errors.length > 0) throw ApiError.badRequest(MESSAGES.validation.failed, errors);
  }

  /**
   * The student as saved, read inside the write's transaction under the caller's own rule. A write that would leave
   * the student outside the caller's reach (a complex manager's student without a complex: only the admin sees
   * those) is refused as a choice of the complex and rolled back, rather than saved and then answered "not found".
   */
  private async stillInReach(manager: EntityManager, caller: AuthUser, id: string): Promise<StudentDto> {
    const qb = usersOfRole(manager, 'student').andWhere('user.id = :id', { id });
    const student = await this.access.scope(qb, 'user', caller, 'student', 'view').getOne();
    if (!student) throw ApiError.field('school_id', MESSAGES.students.schoolOutOfReach);
    const [dto] = await this.toDtos(manager, [student]);
    return dto;
  }

  private async findScoped(caller: AuthUser, id: string, action: 'view' | 'edit' | 'delete'): Promise<User> {
    const qb = usersOfRole(this.dataSource.manager, 'student').andWhere('user.id = :id', { id });
    return this.access.one(qb, 'user', caller, 'student', action);
  }

  private async load(student: User): Promise<StudentDto> {
    const [dto] = await this.toDtos(this.dataSource.manager, [student]);
    return dto;
  }

  /** What the cards show: two more queries for any number of students (enrolments, profiles). */
  private async toDtos(manager: EntityManager, students: User[]): Promise<StudentDto[]> {
    const ids = students.map((student) => student.id);
    const [enrolments, profiles] = await Promise.all([activeEnrollmentsOf(manager, ids), studentProfilesOf(manager, ids)]);
    return students.map((student) => {
      const enrolment = enrolments.get(student.id);
      const profile = profiles.get(student.id);
      const classId = enrolment?.class_id ?? null;
      return {
        id: student.id,
        ...toPersonName(student),
        email: student.email,
        phone: student.phone,
        address: student.address,
        date_of_birth: student.date_of_birth,
        school_level: student.school_level,
        notes: student.notes,
        status: student.is_active ? 'active' : 'inactive',
        is_active: student.is_active,
        school_id: student.school_id,
        school_name: student.school?.name ?? null,
        class_id: classId,
        current_class_id: classId,
        class_name: enrolment?.class?.name ?? null,
        semester_id: enrolment?.semester_id ?? null,
        semester_name: enrolment?.semester ? semesterDisplayName(enrolment.semester.type, enrolment.semester.year) : null,
        enrollment_date: enrolment?.enrollment_date ?? null,
        memorized_surah_id: profile?.memorized_surah_id ?? null,
        memorized_ayah_number: profile?.memorized_ayah_number ?? null,
        target_surah_id: profile?.target_surah_id ?? null,
        target_ayah_number: profile?.target_ayah_number ?? null,
        created_at: new Date(student.created_at).toISOString(),
      };
    });
  }
}

/** The person fields that were sent; emptied optional ones become null. */
function personFields(dto: Partial<StudentFields>): Partial<User> {
  const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  return {
    first_name: dto.first_name,
    second_name: dto.second_name,
    third_name: dto.third_name,
    last_name: dto.last_name,
    school_level: dto.school_level,
    email: orNull(dto.email),
    phone: orNull(dto.phone),
    address: orNull(dto.address),
    date_of_birth: orNull(dto.date_of_birth),
    notes: orNull(dto.notes),
    school_id: dto.school_id === undefined ? undefined : (dto.school_id ?? null),
  };
}

function positionFields(dto: Partial<StudentFields>) {
  return Object.fromEntries(POSITION_FIELDS.filter((field) => dto[field] !== undefined).map((field) => [field, dto[field] ?? null]));
}

/** A memorised or target position is a surah and one of its ayahs, both or neither (libs/quran checks the ayah). */
function positionErrors(dto: Partial<StudentFields>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [surahField, ayahField] of [
    ['memorized_surah_id', 'memorized_ayah_number'],
    ['target_surah_id', 'target_ayah_number'],
  ] as const) {
    const surah = dto[surahField];
    const ayah = dto[ayahField];
    if (surah === undefined && ayah === undefined) continue;
    if ((surah ?? null) === null && (ayah ?? null) === null) continue;
    if (surah == null || ayah == null) errors.push({ path: surah == null ? surahField : ayahField, msg: MESSAGES.students.positionIncomplete });
    else if (!isValidPosition({ surahId: surah, ayah })) errors.push({ path: ayahField, msg: MESSAGES.students.invalidAyah });
  }
  return errors;
}
