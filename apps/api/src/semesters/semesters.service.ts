import { Injectable } from '@nestjs/common';
import { DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { calendarToday, DEFAULT_WEEKEND_DAYS, defaultSemester, MESSAGES, semesterCalendarErrors, semesterEnglishName, type FieldError } from '#common';
import { AccessService, type AccessAction } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { deleteCoursesOfSemester, insertDefaultCourses } from '../courses/course.queries.js';
import { isUniqueViolation } from '../database/errors.js';
import {
  toSemesterDto,
  type CreateSemesterDto,
  type SemesterMessageResponseDto,
  type SemesterQueryDto,
  type SemesterResponseDto,
  type SemestersResponseDto,
  type UpdateSemesterDto,
} from './dto/semester.dto.js';
import { Semester } from './entities/semester.entity.js';

/** Semesters: the scoped list, the current one, creation with the default courses, edits and the admin's delete. */
@Injectable()
export class SemestersService {
  private readonly semesters: Repository<Semester>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {
    this.semesters = dataSource.getRepository(Semester);
  }

  /** Newest first, in one query. */
  async list(caller: AuthUser, query: SemesterQueryDto): Promise<SemestersResponseDto> {
    return { semesters: (await this.scopedList(caller, query)).map(toSemesterDto) };
  }

  /** The default-semester rule of libs/common over the caller's semesters: the one containing today, else the newest. */
  async current(caller: AuthUser, query: SemesterQueryDto): Promise<SemesterResponseDto> {
    const semester = defaultSemester(await this.scopedList(caller, query), calendarToday());
    if (!semester) throw ApiError.notFound(MESSAGES.semesters.noCurrent);
    return { semester: toSemesterDto(semester) };
  }

  /** Creates the semester and the four default courses of its complex in one transaction. */
  async create(caller: AuthUser, dto: CreateSemesterDto): Promise<SemesterMessageResponseDto> {
    await this.access.require(caller, 'school', 'edit', [dto.school_id]);
    const calendar = {
      start_date: dto.start_date,
      end_date: dto.end_date,
      weekend_days: dto.weekend_days ?? [...DEFAULT_WEEKEND_DAYS],
      vacation_days: dto.vacation_days ?? [],
    };
    checkCalendar(calendar);
    await this.checkUnique(dto.school_id, dto.type, dto.year);
    const id = await this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        const repo = manager.getRepository(Semester);
        const saved = await repo.save(
          repo.create({
            school_id: dto.school_id,
            type: dto.type,
            year: dto.year,
            display_name: semesterEnglishName(dto.type, dto.year),
            ...calendar,
            vacation_days: [...calendar.vacation_days].sort(),
          }),
        );
        await insertDefaultCourses(manager, saved);
        return saved.id;
      }),
    );
    return { message: MESSAGES.semesters.created, semester: toSemesterDto(await this.load(id)) };
  }

  /** Applies the fields that were sent; the calendar rules are checked on the result. */
  async update(caller: AuthUser, id: number, dto: UpdateSemesterDto): Promise<SemesterMessageResponseDto> {
    const semester = await this.findScoped(caller, id, 'edit');
    // A semester does not move: its circles and courses are of its complex. Naming another one is naming nothing.
    if (dto.school_id !== undefined && dto.school_id !== null && dto.school_id !== semester.school_id) throw ApiError.notFound(MESSAGES.schools.notFound);
    const next = {
      type: dto.type ?? semester.type,
      year: dto.year ?? semester.year,
      start_date: dto.start_date ?? semester.start_date,
      end_date: dto.end_date ?? semester.end_date,
      weekend_days: dto.weekend_days === undefined ? semester.weekend_days : (dto.weekend_days ?? [...DEFAULT_WEEKEND_DAYS]),
      vacation_days: [...(dto.vacation_days === undefined ? semester.vacation_days : (dto.vacation_days ?? []))].sort(),
    };
    checkCalendar(next);
    if (next.type !== semester.type || next.year !== semester.year) await this.checkUnique(semester.school_id, next.type, next.year);
    await this.unique(() => this.semesters.update({ id }, { ...next, display_name: semesterEnglishName(next.type, next.year) }));
    return { message: MESSAGES.semesters.saved, semester: toSemesterDto(await this.load(id)) };
  }

  /**
   * Deletes the semester with its courses (and their grades) in one transaction. Its circles and enrolments stay,
   * without a semester (the foreign keys set it to null).
   */
  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.findScoped(caller, id, 'delete');
    await this.dataSource.transaction(async (manager) => {
      await deleteCoursesOfSemester(manager, id);
      await manager.getRepository(Semester).delete({ id });
    });
    return { message: MESSAGES.semesters.deleted };
  }

  private async scopedList(caller: AuthUser, query: SemesterQueryDto): Promise<Semester[]> {
    const qb = this.withSchool().orderBy('semester.start_date', 'DESC').addOrderBy('semester.id', 'DESC');
    if (query.school_id !== undefined) qb.andWhere('semester.school_id = :schoolId', { schoolId: query.school_id });
    return this.access.scope(qb, 'semester', caller, 'semester', 'view').getMany();
  }

  private withSchool(): SelectQueryBuilder<Semester> {
    return this.semesters.createQueryBuilder('semester').innerJoinAndSelect('semester.school', 'school');
  }

  private async findScoped(caller: AuthUser, id: number, action: AccessAction): Promise<Semester> {
    return this.access.one(this.withSchool().where('semester.id = :id', { id }), 'semester', caller, 'semester', action);
  }

  private async load(id: number): Promise<Semester> {
    return this.withSchool().where('semester.id = :id', { id }).getOneOrFail();
  }

  private async checkUnique(schoolId: number, type: Semester['type'], year: number): Promise<void> {
    if (await this.semesters.existsBy({ school_id: schoolId, type, year })) throw ApiError.conflict(MESSAGES.semesters.duplicate);
  }

  /** A concurrent twin that slipped past {@link checkUnique} meets the unique key: the same 409. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(MESSAGES.semesters.duplicate);
      throw error;
    }
  }
}

function checkCalendar(calendar: Parameters<typeof semesterCalendarErrors>[0]): void {
  const errors: FieldError[] = semesterCalendarErrors(calendar);
  if (errors.length > 0) throw ApiError.badRequest(MESSAGES.validation.failed, errors);
}
