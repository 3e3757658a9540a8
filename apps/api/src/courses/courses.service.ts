import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { MESSAGES } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { findClassSchool } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { findSemesterSchool } from '../semesters/semester.queries.js';
import {
  toCourseDto,
  type CourseDto,
  type CourseMessageResponseDto,
  type CoursesResponseDto,
  type CreateCourseDto,
  type UpdateCourseDto,
} from './dto/course.dto.js';
import { Course } from './entities/course.entity.js';

/** Where a course belongs: its semester and complex, and its circle (null for the whole complex's semester). */
interface CoursePlace {
  semester_id: number;
  school_id: number;
  class_id: number | null;
}

/** Courses of a complex's semester or of one circle: lists, adding, editing and deleting. */
@Injectable()
export class CoursesService {
  private readonly courses: Repository<Course>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {
    this.courses = dataSource.getRepository(Course);
  }

  /** A circle's own courses for a semester of its complex. */
  async listOfClass(caller: AuthUser, semesterId: number, classId: number): Promise<CourseDto[]> {
    const place = await this.place(caller, 'view', semesterId, classId);
    return (await this.courses.find({ where: { semester_id: place.semester_id, class_id: classId }, order: { id: 'ASC' } })).map(toCourseDto);
  }

  /** The courses of the whole complex's semester (not those of single circles). */
  async listOfSchool(caller: AuthUser, semesterId: number, schoolId: number): Promise<CourseDto[]> {
    const place = await this.place(caller, 'view', semesterId, null);
    if (place.school_id !== schoolId) throw ApiError.notFound(MESSAGES.schools.notFound);
    return (await this.courses.find({ where: { semester_id: semesterId, class_id: IsNull() }, order: { id: 'ASC' } })).map(toCourseDto);
  }

  /** Every course of a semester: the complex's and each circle's. */
  async listOfSemester(caller: AuthUser, semesterId: number): Promise<CoursesResponseDto> {
    await this.place(caller, 'view', semesterId, null);
    const rows = await this.courses.find({ where: { semester_id: semesterId }, order: { class_id: 'ASC', id: 'ASC' } });
    return { courses: rows.map(toCourseDto) };
  }

  async create(caller: AuthUser, semesterId: number, classId: number | null, dto: CreateCourseDto): Promise<CourseMessageResponseDto> {
    const place = await this.place(caller, 'edit', semesterId, classId);
    checkBodyIds(dto, place);
    const saved = await this.courses.save(
      this.courses.create({
        ...place,
        name: dto.name,
        percentage: dto.percentage,
        requires_surah: dto.requires_surah ?? false,
        description: dto.description || null,
        max_grade: dto.max_grade ?? undefined,
      }),
    );
    return { message: MESSAGES.courses.created, course: toCourseDto(await this.courses.findOneByOrFail({ id: saved.id })) };
  }

  async update(caller: AuthUser, id: number, dto: UpdateCourseDto): Promise<CourseMessageResponseDto> {
    const course = await this.findScoped(caller, id, 'edit');
    checkBodyIds(dto, course);
    const change: Partial<Course> = {};
    if (dto.name !== undefined) change.name = dto.name as string;
    if (dto.percentage !== undefined) change.percentage = dto.percentage as number;
    if (dto.requires_surah !== undefined) change.requires_surah = dto.requires_surah ?? false;
    if (dto.description !== undefined) change.description = dto.description || null;
    if (dto.max_grade !== undefined && dto.max_grade !== null) change.max_grade = dto.max_grade;
    if (Object.keys(change).length > 0) await this.courses.update({ id }, change);
    return { message: MESSAGES.courses.updated, course: toCourseDto(await this.courses.findOneByOrFail({ id })) };
  }

  /** Deletes the course; its grades go with it (their foreign key), in the same statement. */
  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.findScoped(caller, id, 'delete');
    await this.courses.delete({ id });
    return { message: MESSAGES.courses.deleted };
  }

  /**
   * The semester (and circle) a call names, each inside the caller's scope for the action (else 404, as a missing
   * one); a circle of another complex than the semester's is refused with 400.
   */
  private async place(caller: AuthUser, action: 'view' | 'edit', semesterId: number, classId: number | null): Promise<CoursePlace> {
    await this.access.require(caller, 'semester', action, [semesterId]);
    const semester = (await findSemesterSchool(this.dataSource.manager, semesterId))!;
    if (classId === null) return { semester_id: semesterId, school_id: semester.school_id, class_id: null };
    await this.access.require(caller, 'class', action, [classId]);
    const schoolClass = (await findClassSchool(this.dataSource.manager, classId))!;
    if (schoolClass.school_id !== semester.school_id)
      throw ApiError.badRequest(MESSAGES.validation.failed, [{ path: 'class_id', msg: MESSAGES.courses.classNotInSchool }]);
    return { semester_id: semesterId, school_id: semester.school_id, class_id: classId };
  }

  private async findScoped(caller: AuthUser, id: number, action: 'view' | 'edit' | 'delete'): Promise<Course> {
    return this.access.one(this.courses.createQueryBuilder('course').where('course.id = :id', { id }), 'course', caller, 'course', action);
  }
}

/**
 * Ids a body repeats must be the course's own place: a course is not moved by naming another complex, semester or
 * circle, and naming one that is not this course's names nothing (404).
 */
function checkBodyIds(dto: Pick<CreateCourseDto, 'school_id' | 'semester_id' | 'class_id'>, place: CoursePlace): void {
  if (dto.school_id != null && dto.school_id !== place.school_id) throw ApiError.notFound(MESSAGES.schools.notFound);
  if (dto.semester_id != null && dto.semester_id !== place.semester_id) throw ApiError.notFound(MESSAGES.semesters.notFound);
  if (dto.class_id != null && dto.class_id !== place.class_id) throw ApiError.notFound(MESSAGES.classes.notFound);
}
