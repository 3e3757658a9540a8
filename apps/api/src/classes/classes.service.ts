import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import {
  calendarToday,
  classTeachersToStore,
  countedArabic,
  fullName,
  LIMITS,
  MESSAGES,
  semesterDisplayName,
  type CountedNoun,
  type FieldError,
} from '#common';
import { AccessService, type AccessAction } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { toCourseDto } from '../courses/dto/course.dto.js';
import { coursesOfClass } from '../courses/course.queries.js';
import { findSemesterSchool } from '../semesters/semester.queries.js';
import { toPersonName } from '../users/dto/person-name.dto.js';
import { placesOfRole } from '../users/user.queries.js';
import { activeStudentCountsOf, countEnrollmentsOf, enrolStudentsIn } from './class.queries.js';
import type {
  AddClassStudentsDto,
  ClassCreatedResponseDto,
  ClassDetailDto,
  ClassDto,
  ClassMessageResponseDto,
  ClassQueryDto,
  ClassStudentDto,
  ClassStudentsAddedResponseDto,
  ClassTeachersDto,
  CreateClassDto,
  UpdateClassDto,
} from './dto/class.dto.js';
import { ClassTeacher } from './entities/class-teacher.entity.js';
import { Enrollment } from './entities/enrollment.entity.js';
import { SchoolClass } from './entities/school-class.entity.js';

/** Circles: the scoped list with what the cards show, creation with teachers, edits, the toggle and the delete. */
@Injectable()
export class ClassesService {
  private readonly classes: Repository<SchoolClass>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {
    this.classes = dataSource.getRepository(SchoolClass);
  }

  /** The circles the caller may see, filtered, in three queries whatever their number. */
  async list(caller: AuthUser, query: ClassQueryDto): Promise<ClassDto[]> {
    const qb = this.withSchoolAndSemester().orderBy('class.name', 'ASC').addOrderBy('class.id', 'ASC');
    if (query.school_id !== undefined) qb.andWhere('class.school_id = :schoolId', { schoolId: query.school_id });
    if (query.semester_id !== undefined) qb.andWhere('class.semester_id = :semesterId', { semesterId: query.semester_id });
    if (query.is_active !== undefined) qb.andWhere('class.is_active = :isActive', { isActive: query.is_active });
    const rows = await this.access.scope(qb, 'class', caller, 'class', 'view').getMany();
    return this.toCards(this.dataSource.manager, rows);
  }

  async get(caller: AuthUser, id: number): Promise<ClassDetailDto> {
    const row = await this.findScoped(caller, id, 'view');
    const [card] = await this.toCards(this.dataSource.manager, [row]);
    const courses = await coursesOfClass(this.dataSource.manager, row.id, row.semester_id);
    return { ...card, courses: courses.map(toCourseDto) };
  }

  /** Creates the circle and its teachers in one transaction. */
  async create(caller: AuthUser, dto: CreateClassDto): Promise<ClassCreatedResponseDto> {
    await this.access.require(caller, 'school', 'edit', [dto.school_id]);
    await this.checkSemester(caller, dto.semester_id, dto.school_id);
    const teachers = await this.teachersToStore(
      caller,
      dto.school_id,
      dto.teacher_ids ?? (dto.teacher_id ? [dto.teacher_id] : []),
      dto.primary_teacher_id ?? dto.teacher_id,
      [],
    );
    const id = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(SchoolClass);
      const saved = await repo.save(
        repo.create({
          name: dto.name,
          school_id: dto.school_id,
          semester_id: dto.semester_id,
          school_level: dto.school_level,
          max_students: dto.max_students === undefined ? LIMITS.class.maxStudents.default : (dto.max_students ?? null),
          is_active: dto.is_active ?? true,
          class_code: dto.class_code || null,
          description: dto.description || null,
        }),
      );
      await this.replaceTeachers(manager, saved.id, teachers);
      return saved.id;
    });
    return { message: MESSAGES.classes.created, classId: id, class: await this.card(id) };
  }

  /** Applies the fields that were sent (the toggle sends is_active alone); teachers too when sent, in one transaction. */
  async update(caller: AuthUser, id: number, dto: UpdateClassDto): Promise<ClassMessageResponseDto> {
    const row = await this.findScoped(caller, id, 'edit');
    const schoolId = dto.school_id ?? row.school_id;
    if (schoolId !== row.school_id) await this.access.require(caller, 'school', 'edit', [schoolId]);
    const semesterId = dto.semester_id === undefined ? row.semester_id : dto.semester_id;
    if (semesterId !== null && (dto.semester_id !== undefined || schoolId !== row.school_id)) await this.checkSemester(caller, semesterId, schoolId);

    // New teachers when sent; otherwise the current ones must still be of the circle's complex if it moves.
    const sentTeachers = dto.teacher_ids !== undefined || dto.teacher_id !== undefined;
    const [currentIds, currentPrimary] = sentTeachers || schoolId !== row.school_id ? await this.currentTeachers(id) : [[], null];
    const teachers = sentTeachers
      ? await this.teachersToStore(
          caller,
          schoolId,
          dto.teacher_ids ?? (dto.teacher_id ? [dto.teacher_id] : []),
          dto.primary_teacher_id ?? dto.teacher_id,
          currentIds,
        )
      : schoolId !== row.school_id
        ? await this.teachersToStore(caller, schoolId, currentIds, currentPrimary, currentIds)
        : null;

    const change: Partial<SchoolClass> = {};
    if (dto.name !== undefined) change.name = dto.name as string;
    if (dto.school_id !== undefined) change.school_id = schoolId;
    if (dto.semester_id !== undefined) change.semester_id = semesterId;
    if (dto.school_level !== undefined) change.school_level = dto.school_level as string;
    if (dto.max_students !== undefined) change.max_students = dto.max_students ?? null;
    if (dto.is_active !== undefined) change.is_active = dto.is_active;
    if (dto.class_code !== undefined) change.class_code = dto.class_code || null;
    if (dto.description !== undefined) change.description = dto.description || null;
    await this.dataSource.transaction(async (manager) => {
      if (Object.keys(change).length > 0) await manager.getRepository(SchoolClass).update({ id }, change);
      if (teachers) await this.replaceTeachers(manager, id, teachers);
    });
    return { message: MESSAGES.classes.saved, class: await this.card(id) };
  }

  async setTeachers(caller: AuthUser, id: number, dto: ClassTeachersDto): Promise<ClassMessageResponseDto> {
    const row = await this.findScoped(caller, id, 'edit');
    const [currentIds] = await this.currentTeachers(id);
    const teachers = await this.teachersToStore(caller, row.school_id, dto.teacher_ids, dto.primary_teacher_id, currentIds);
    await this.dataSource.transaction((manager) => this.replaceTeachers(manager, id, teachers));
    return { message: MESSAGES.classes.teachersSaved, class: await this.card(id) };
  }

  /**
   * Puts several students of the circle's complex in it at once, in one transaction and a fixed number of queries:
   * each must be a student the caller may edit (else 404, as a missing one) and of the circle's complex (else 400);
   * one in another circle moves here. The seats are counted after the write, inside the transaction, so a circle
   * that would overflow is refused (400) with nothing written.
   */
  async addStudents(caller: AuthUser, id: number, dto: AddClassStudentsDto): Promise<ClassStudentsAddedResponseDto> {
    const row = await this.findScoped(caller, id, 'edit');
    const ids = [...new Set(dto.student_ids)];
    if (ids.length === 0) throw ApiError.field('student_ids', MESSAGES.classes.noStudentsChosen);
    await this.access.require(caller, 'student', 'edit', ids);
    const places = await placesOfRole(this.dataSource.manager, 'student', ids);
    if (ids.some((studentId) => places.get(studentId)?.school_id !== row.school_id)) throw ApiError.field('student_ids', MESSAGES.classes.studentNotInSchool);
    const added = await this.dataSource.transaction(async (manager) => {
      const joined = await enrolStudentsIn(manager, row, ids, calendarToday());
      if (row.max_students !== null && joined.length > 0) {
        const seated = (await activeStudentCountsOf(manager, [id])).get(id) ?? 0;
        if (seated > row.max_students) {
          const left = Math.max(0, row.max_students - (seated - joined.length));
          throw ApiError.field('student_ids', left === 0 ? MESSAGES.classes.classIsFull : MESSAGES.classes.classFull(countedArabic(left, SEATS)));
        }
      }
      return joined;
    });
    const message = added.length === 0 ? MESSAGES.classes.studentsAlreadyIn : MESSAGES.classes.studentsAdded(countedArabic(added.length, STUDENTS));
    return { message, added_ids: added, class: await this.card(id) };
  }

  /**
   * Deletes an empty circle. One with enrolments (current or past) is refused: its students' history points at
   * it, so it is deactivated instead. The modules of grades and attendance add their rows to this check.
   */
  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.findScoped(caller, id, 'delete');
    if ((await countEnrollmentsOf(this.dataSource.manager, id)) > 0) throw ApiError.conflict(MESSAGES.classes.hasDependants);
    // Its teachers and own courses go with it (foreign keys, in the delete's own statement).
    await this.classes.delete({ id });
    return { message: MESSAGES.classes.deleted };
  }

  /** The students actively enrolled in a circle; a parent or student sees only those they may see. */
  async students(caller: AuthUser, classId: number): Promise<ClassStudentDto[]> {
    await this.findScoped(caller, classId, 'view');
    const qb = this.dataSource
      .getRepository(Enrollment)
      .createQueryBuilder('enrollment')
      .innerJoinAndSelect('enrollment.student', 'student')
      .where('enrollment.class_id = :classId', { classId })
      .andWhere('enrollment.is_active = :active', { active: true })
      .orderBy('student.first_name', 'ASC')
      .addOrderBy('student.last_name', 'ASC');
    const rows = await this.access.scope(qb, 'student', caller, 'student', 'view').getMany();
    return rows.map(({ student, enrollment_date }) => ({
      id: student!.id,
      ...toPersonName(student!),
      school_level: student!.school_level,
      enrollment_date,
    }));
  }

  private withSchoolAndSemester(): SelectQueryBuilder<SchoolClass> {
    return this.classes.createQueryBuilder('class').innerJoinAndSelect('class.school', 'school').leftJoinAndSelect('class.semester', 'semester');
  }

  /** One circle the caller may act on, in one query; outside their scope it is missing. */
  private async findScoped(caller: AuthUser, id: number, action: AccessAction): Promise<SchoolClass> {
    return this.access.one(this.withSchoolAndSemester().where('class.id = :id', { id }), 'class', caller, 'class', action);
  }

  private async card(id: number): Promise<ClassDto> {
    const row = await this.withSchoolAndSemester().where('class.id = :id', { id }).getOneOrFail();
    const [card] = await this.toCards(this.dataSource.manager, [row]);
    return card;
  }

  /** What the cards show: two more queries for any number of circles (teachers with names, student counts). */
  private async toCards(manager: EntityManager, rows: SchoolClass[]): Promise<ClassDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const teacherRows = await manager
      .getRepository(ClassTeacher)
      .createQueryBuilder('link')
      .innerJoinAndSelect('link.teacher', 'teacher')
      .where('link.class_id IN (:...ids)', { ids })
      .getMany();
    const counts = await manager
      .getRepository(Enrollment)
      .createQueryBuilder('enrollment')
      .select('enrollment.class_id', 'class_id')
      .addSelect('COUNT(*)', 'count')
      .where('enrollment.class_id IN (:...ids)', { ids })
      .andWhere('enrollment.is_active = :active', { active: true })
      .groupBy('enrollment.class_id')
      .getRawMany<{ class_id: number | string; count: number | string }>();
    const countOf = new Map(counts.map((row) => [Number(row.class_id), Number(row.count)]));

    return rows.map((row) => {
      const teachers = teacherRows
        .filter((link) => link.class_id === row.id)
        .map((link) => ({ id: link.teacher_id, role: link.role, name: fullName(link.teacher!) }))
        // Primary first, then assistants by name.
        .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name, 'ar') : a.role === 'primary' ? -1 : 1));
      const primary = teachers.find((teacher) => teacher.role === 'primary') ?? null;
      const teacherIds = teachers.map((teacher) => teacher.id);
      return {
        id: row.id,
        name: row.name,
        school_id: row.school_id,
        school_name: row.school!.name,
        semester_id: row.semester_id,
        semester_name: row.semester ? semesterDisplayName(row.semester.type, row.semester.year) : null,
        school_level: row.school_level,
        level: row.school_level,
        max_students: row.max_students,
        is_active: row.is_active,
        class_code: row.class_code,
        description: row.description,
        student_count: countOf.get(row.id) ?? 0,
        teachers_with_roles: teachers,
        teacher_id: primary?.id ?? null,
        teacher_name: primary?.name ?? null,
        primary_teacher_id: primary?.id ?? null,
        teacher_ids: teacherIds,
        assigned_teacher_ids: teacherIds,
        assigned_teacher_names: teachers.map((teacher) => teacher.name),
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
      };
    });
  }

  /** The semester must exist in the caller's scope (else 404) and belong to the circle's complex (else 400). */
  private async checkSemester(caller: AuthUser, semesterId: number, schoolId: number): Promise<void> {
    await this.access.require(caller, 'semester', 'view', [semesterId]);
    const semester = await findSemesterSchool(this.dataSource.manager, semesterId);
    if (semester?.school_id !== schoolId) throw invalid([{ path: 'semester_id', msg: MESSAGES.classes.semesterNotInSchool }]);
  }

  /**
   * The teacher rows to store: each id a teacher the caller may see (else 404, as a missing one), of the circle's
   * complex (else 400), one of them primary. A teacher who joins must be switched on (a pending, rejected or
   * switched-off account cannot teach, 400); one already on the circle (`current`) may stay while switched off, so
   * the circle's other edits are not blocked by them.
   */
  private async teachersToStore(
    caller: AuthUser,
    schoolId: number,
    teacherIds: readonly string[],
    primaryId: string | null | undefined,
    current: readonly string[],
  ) {
    const { teachers, errors } = classTeachersToStore(teacherIds, primaryId);
    if (errors.length > 0) throw invalid(errors);
    const ids = teachers.map((teacher) => teacher.teacher_id);
    await this.access.require(caller, 'teacher', 'view', ids);
    const places = await placesOfRole(this.dataSource.manager, 'teacher', ids);
    if (places.size < ids.length) throw ApiError.notFound(MESSAGES.users.notFound);
    if (ids.some((id) => places.get(id)!.school_id !== schoolId)) throw invalid([{ path: 'teacher_ids', msg: MESSAGES.classes.teacherNotInSchool }]);
    if (ids.some((id) => !places.get(id)!.is_active && !current.includes(id))) throw invalid([{ path: 'teacher_ids', msg: MESSAGES.classes.teacherInactive }]);
    return teachers;
  }

  private async currentTeachers(classId: number): Promise<[string[], string | null]> {
    const rows = await this.dataSource.getRepository(ClassTeacher).find({ where: { class_id: classId }, order: { id: 'ASC' } });
    return [rows.map((row) => row.teacher_id), rows.find((row) => row.role === 'primary')?.teacher_id ?? null];
  }

  private async replaceTeachers(manager: EntityManager, classId: number, teachers: { teacher_id: string; role: 'primary' | 'assistant' }[]): Promise<void> {
    const repo = manager.getRepository(ClassTeacher);
    const current = await repo.find({ where: { class_id: classId } });
    const wanted = new Map(teachers.map((teacher) => [teacher.teacher_id, teacher.role]));
    const gone = current.filter((row) => !wanted.has(row.teacher_id)).map((row) => row.id);
    if (gone.length > 0) await repo.delete({ id: In(gone) });
    for (const row of current) {
      const role = wanted.get(row.teacher_id);
      if (role && role !== row.role) await repo.update({ id: row.id }, { role });
    }
    const known = new Set(current.map((row) => row.teacher_id));
    const added = teachers.filter((teacher) => !known.has(teacher.teacher_id));
    if (added.length > 0) await repo.insert(added.map((teacher) => repo.create({ class_id: classId, ...teacher })));
  }
}

const invalid = (details: FieldError[]) => ApiError.badRequest(MESSAGES.validation.failed, details);

/** Students counted in the genitive ("تمت إضافة طالبين"). */
const STUDENTS: CountedNoun = { single: 'طالب', one: 'طالب واحد', two: 'طالبين', few: 'طلاب', many: 'طالبًا' };
/** Seats counted as a subject ("المتبقي فيها مقعدان"). */
const SEATS: CountedNoun = { single: 'مقعد', one: 'مقعد واحد', two: 'مقعدان', few: 'مقاعد', many: 'مقعدًا' };
