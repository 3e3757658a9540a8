import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarToday, MESSAGES, weightedCourseTotal, type FieldError } from '#common';
import { memorisationProgress, type QuranPosition } from '#quran';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { batchTransaction, onlyApplied, type BatchOutcome, type OperationLedger } from '../classes/class-book-batch.js';
import { checkClassBookEach, requireWorkingDay, type DatedField } from '../classes/class-book-entry.js';
import { classPlaceQuery, type ClassPlace } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { gradableCoursesOf } from '../courses/course.queries.js';
import { toCourseDto } from '../courses/dto/course.dto.js';
import type { Course } from '../courses/entities/course.entity.js';
import { findSemesterSchool } from '../semesters/semester.queries.js';
import { studentProfilesOf } from '../users/user.queries.js';
import { byCourse, gradesWithCourse } from './course-grades.js';
import {
  toGradeDto,
  type ClassGradesResponseDto,
  type CreateClassGradeDto,
  type CreateGradingGradeDto,
  type GradeDto,
  type GradeMessageResponseDto,
  type MemorisedPositionDto,
  type StudentClassGradesResponseDto,
  type StudentGradesResponseDto,
  type UpdateGradeDto,
} from './dto/grade.dto.js';
import { Grade } from './entities/grade.entity.js';
import { gradeReferenceErrors, gradeValueError } from './grade-rules.js';
import { advanceMemorisedPosition, advanceMemorisedPositions } from './memorised-position.js';
import { positionOf } from './student-positions.js';

/**
 * Grades: given, changed and deleted in the circles the caller may grade (resource `classBook`: a teacher's own, a
 * manager's complex's, the admin's every one) to students enrolled there, in a course of the circle's semester; read
 * as a student's grades by course, a circle's grades of a semester, and one student's in one circle.
 */
@Injectable()
export class GradesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** A circle whose grades the caller may read, or 404. */
  private gradebook(caller: AuthUser, classId: number): Promise<ClassPlace> {
    return this.access.one(classPlaceQuery(this.manager, classId), 'class', caller, 'classBook', 'view');
  }

  /** A semester named beside a circle must be one of the circle's complex: an unknown one, or another's, is missing (404). */
  private async semesterOfCircle(place: ClassPlace, semesterId: number): Promise<void> {
    if ((await findSemesterSchool(this.manager, semesterId))?.school_id !== place.school_id) throw ApiError.notFound(MESSAGES.semesters.notFound);
  }

  /** The checks every grade write shares: the value against the maximum, and the range against the course. */
  private gradeRefusal(
    course: Pick<Course, 'name'>,
    fields: { grade_value: number; max_grade: number; start_reference?: string | null; end_reference?: string | null },
  ): ApiError | undefined {
    const errors: FieldError[] = [...gradeReferenceErrors(course.name, fields)];
    const valueError = gradeValueError(fields.grade_value, fields.max_grade);
    if (valueError) errors.unshift(valueError);
    return errors.length ? ApiError.badRequest(errors[0].msg, errors) : undefined;
  }

  /** A grade in the circle's own semester, which the circle must have, on one of its working days. */
  async createInClass(caller: AuthUser, classId: number, dto: CreateClassGradeDto): Promise<GradeMessageResponseDto> {
    return this.createOne(caller, classId, { body: dto, semester_id: 'circle', date: { field: 'grade_date', value: dto.grade_date || calendarToday() } });
  }

  /** The comprehensive grading screen's create: the circle and semester in the body (the semester must be the circle's). */
  async createFromGrading(caller: AuthUser, dto: CreateGradingGradeDto): Promise<GradeMessageResponseDto> {
    return this.createOne(caller, dto.class_id, gradingWrite(dto));
  }

  private async createOne(caller: AuthUser, classId: number, write: GradeWrite): Promise<GradeMessageResponseDto> {
    const { id, moved } = onlyApplied((await this.gradeMany(caller, classId, [write]))[0]);
    return { message: MESSAGES.grades.created, grade: await this.gradeView(id), position_moved_to: toPositionDto(moved) };
  }

  /**
   * Gives many grades in one circle whose book the caller keeps, each answered on its own (the create endpoints are
   * batches of one, an offline device's batch comes through the sync endpoint with its ledger): the checks of the
   * single create for them all in four queries (the circle, its students, its semester's calendar: {@link
   * checkClassBookEach}, whose circle refusal is thrown; then its courses: the course must be one of them, and the
   * value and range right for it), then one transaction: one INSERT of every grade, and the memorised positions that
   * new-memorisation grades move forward ({@link advanceMemorisedPositions}). A grade is never stale: each is new.
   */
  async gradeMany(caller: AuthUser, classId: number, writes: readonly GradeWrite[], ledger?: OperationLedger): Promise<BatchOutcome<never, GradeApplied>[]> {
    const { place, refusals } = await checkClassBookEach(
      this.access,
      this.manager,
      caller,
      classId,
      writes.map((write) => ({ student_id: write.body.student_id, semester_id: write.semester_id, date: write.date })),
    );
    const courses = await gradableCoursesOf(this.manager, place);
    const rows = writes.map((write, index) => refusals[index] ?? this.gradeRow(caller, place, courses, write));
    return batchTransaction(this.dataSource, async (manager) => {
      const outcomes: BatchOutcome<never, GradeApplied>[] = rows.map((row) =>
        row instanceof ApiError ? { outcome: 'refused', error: row } : { outcome: 'duplicate' },
      );
      const checked = rows.flatMap((row, index) => (row instanceof ApiError ? [] : [index]));
      const before = ledger ? await ledger.appliedBefore(manager, checked) : new Set<number>();
      const open = checked.filter((index) => !before.has(index));
      const claimed = ledger ? await ledger.claim(manager, open) : new Set(open);
      const written = open.filter((index) => claimed.has(index)).map((index) => ({ index, row: rows[index] as GradeRow }));
      if (written.length === 0) return outcomes;
      const inserted = await manager.getRepository(Grade).insert(written.map(({ row }) => row.values));
      const moved = await advanceMemorisedPositions(
        manager,
        written.map(({ row }) => ({ studentId: row.values.student_id, courseName: row.courseName, range: row.values })),
      );
      written.forEach(({ index }, n) => (outcomes[index] = { outcome: 'applied', id: inserted.identifiers[n].id as number, moved: moved[n] }));
      return outcomes;
    });
  }

  /** The row a checked grade writes in the circle's semester, or its refusal: a course the circle is not graded in, a wrong value or range. */
  private gradeRow(caller: AuthUser, place: ClassPlace, courses: readonly Course[], { body, date }: GradeWrite): GradeRow | ApiError {
    const course = courses.find((c) => c.id === body.course_id);
    if (!course) return ApiError.field('course_id', MESSAGES.grades.courseNotInClass);
    const maxGrade = body.max_grade ?? course.max_grade;
    const refusal = this.gradeRefusal(course, { ...body, max_grade: maxGrade });
    if (refusal) return refusal;
    return {
      courseName: course.name,
      values: {
        student_id: body.student_id,
        course_id: course.id,
        class_id: place.id,
        semester_id: place.semester_id!,
        grade_value: body.grade_value,
        max_grade: maxGrade,
        grade_type: body.grade_type ?? 'memorization',
        start_reference: body.start_reference || null,
        end_reference: body.end_reference || null,
        notes: body.notes || null,
        grade_date: date.value,
        graded_by: caller.id,
      },
    };
  }

  /**
   * Changes a grade. A new day must be a working day of the grade's semester (a day left as it was is not asked
   * again, so a grade stays editable after its semester's calendar changed); a range that now reaches further moves
   * the memorised position as a new grade would.
   */
  async update(caller: AuthUser, id: number, dto: UpdateGradeDto): Promise<GradeMessageResponseDto> {
    await this.access.require(caller, 'grade', 'edit', [id]);
    const grade = await gradesWithCourse(this.manager).where('grade.id = :id', { id }).getOneOrFail();
    if (dto.class_id != null && dto.class_id !== grade.class_id) throw ApiError.field('class_id', MESSAGES.grades.courseNotInClass);
    const change = {
      grade_value: dto.grade_value,
      max_grade: dto.max_grade ?? grade.max_grade,
      notes: dto.notes === undefined ? grade.notes : dto.notes || null,
      grade_type: dto.grade_type ?? grade.grade_type,
      start_reference: dto.start_reference === undefined ? grade.start_reference : dto.start_reference || null,
      end_reference: dto.end_reference === undefined ? grade.end_reference : dto.end_reference || null,
      grade_date: dto.grade_date || dto.date_graded || grade.grade_date,
    };
    const refusal = this.gradeRefusal(grade.course!, change);
    if (refusal) throw refusal;
    if (change.grade_date !== grade.grade_date) {
      await requireWorkingDay(this.manager, grade.semester_id, { field: dto.grade_date ? 'grade_date' : 'date_graded', value: change.grade_date });
    }
    const moved = await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Grade).update({ id }, change);
      return advanceMemorisedPosition(manager, grade.student_id, grade.course!.name, change);
    });
    return { message: MESSAGES.grades.updated, grade: await this.gradeView(id), position_moved_to: toPositionDto(moved) };
  }

  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.access.require(caller, 'grade', 'delete', [id]);
    await this.manager.getRepository(Grade).delete({ id });
    return { message: MESSAGES.grades.deleted };
  }

  private async gradeView(id: number): Promise<GradeDto> {
    return toGradeDto(await gradesWithCourse(this.manager).where('grade.id = :id', { id }).getOneOrFail());
  }

  /** A student's grades the caller may see (optionally of one semester), by course, with the weighted total. */
  async studentGrades(caller: AuthUser, studentId: string, semesterId?: number): Promise<StudentGradesResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    // An unknown semester (or one outside the caller's scope) is missing, not a semester without grades.
    if (semesterId !== undefined) await this.access.require(caller, 'semester', 'view', [semesterId]);
    const qb = gradesWithCourse(this.manager).where('grade.student_id = :studentId', { studentId });
    if (semesterId !== undefined) qb.andWhere('grade.semester_id = :semesterId', { semesterId });
    const [grades, profiles] = await Promise.all([
      this.access.scope(qb, 'grade', caller, 'grade', 'view').getMany(),
      studentProfilesOf(this.manager, [studentId]),
    ]);
    const courseGrades = byCourse(
      grades,
      grades.map((grade) => grade.course!),
    );
    return {
      success: true,
      courseGrades,
      grades: grades.map(toGradeDto),
      averageGrade: weightedCourseTotal(courseGrades),
      completedPages: memorisationProgress(positionOf(profiles.get(studentId), 'memorized')).memorisedPages,
    };
  }

  /** The grades given in a circle in a semester. */
  async classGrades(caller: AuthUser, semesterId: number, classId: number): Promise<ClassGradesResponseDto> {
    await this.semesterOfCircle(await this.gradebook(caller, classId), semesterId);
    const qb = gradesWithCourse(this.manager).where('grade.class_id = :classId', { classId }).andWhere('grade.semester_id = :semesterId', { semesterId });
    return { success: true, grades: (await this.access.scope(qb, 'grade', caller, 'grade', 'view').getMany()).map(toGradeDto) };
  }

  /** One student's grades in one circle and semester, by course, with every course the circle is graded in. */
  async studentClassGrades(caller: AuthUser, studentId: string, classId: number, semesterId: number): Promise<StudentClassGradesResponseDto> {
    const place = await this.gradebook(caller, classId);
    await this.semesterOfCircle(place, semesterId);
    await this.access.require(caller, 'student', 'view', [studentId]);
    const courses = place.semester_id === semesterId ? await gradableCoursesOf(this.manager, place) : [];
    const grades = await gradesWithCourse(this.manager)
      .where('grade.student_id = :studentId', { studentId })
      .andWhere('grade.class_id = :classId', { classId })
      .andWhere('grade.semester_id = :semesterId', { semesterId })
      .getMany();
    return { success: true, courseGrades: byCourse(grades, courses), courses: courses.map(toCourseDto) };
  }
}

/** One grade to give in a circle: its body, the semester it must be in (the circle's own: 'circle') and its day. */
export interface GradeWrite {
  body: CreateClassGradeDto;
  semester_id: number | 'circle';
  date: DatedField;
}

/** A grade given: its id, and where the student's memorised position moved to (null: it did not). */
export interface GradeApplied {
  id: number;
  moved: QuranPosition | null;
}

interface GradeRow {
  courseName: string;
  values: Omit<Grade, 'id' | 'created_at' | 'updated_at' | 'student' | 'course' | 'class' | 'semester' | 'grader'>;
}

/**
 * The grading screen's body as a grade to give: in the semester it names, on grade_date, else date_graded (its
 * screen's name for it), else today; a refusal names the field the day came in.
 */
export function gradingWrite(dto: CreateGradingGradeDto): GradeWrite {
  const date = dto.grade_date
    ? { field: 'grade_date', value: dto.grade_date }
    : { field: dto.date_graded ? 'date_graded' : 'grade_date', value: dto.date_graded || calendarToday() };
  return { body: dto, semester_id: dto.semester_id, date };
}

function toPositionDto(position: QuranPosition | null): MemorisedPositionDto | null {
  return position && { memorized_surah_id: position.surahId, memorized_ayah_number: position.ayah };
}
