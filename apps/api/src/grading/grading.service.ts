import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  attendanceRate,
  calendarToday,
  courseAverage,
  fullName,
  groupBy,
  MESSAGES,
  roundTo,
  weightedCourseTotal,
  weightedTotalOfMeans,
  type FieldError,
} from '#common';
import { goalProgress, isValidPosition, memorisationProgress, REVIEW_LEGEND, reviewMap, type QuranPosition } from '#quran';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { attendanceTotalsOfRow, withAttendanceTotals } from '../attendance/attendance.queries.js';
import {
  activeEnrollmentsOf,
  classesOfSemester,
  classPlaceQuery,
  enrolledStudentsQuery,
  withEnrolledStudent,
  type ClassPlace,
  type EnrolledStudentRow,
} from '../classes/class.queries.js';
import { gradableCoursesOf } from '../courses/course.queries.js';
import { toCourseDto } from '../courses/dto/course.dto.js';
import type { Course } from '../courses/entities/course.entity.js';
import { pointsTotalsOfRow, withPointsTotals } from '../points/points.queries.js';
import { schoolQuery } from '../schools/school.queries.js';
import { findSemesterSchool, withSemesterOfSchool } from '../semesters/semester.queries.js';
import { saveStudentProfile, studentProfilesOf, userQuery, withStudentProfile } from '../users/user.queries.js';
import type { CreateClassGradeDto, CreateGradingGradeDto, GradeMessageResponseDto, StudentGradesResponseDto, UpdateGradeDto } from './dto/grade.dto.js';
import { toGradeDto, type ClassGradesResponseDto, type CourseGradesDto, type GradeDto } from './dto/grade.dto.js';
import type {
  GoalMessageResponseDto,
  GoalsResponseDto,
  ReviewResponseDto,
  SchoolGradingResponseDto,
  SetGoalDto,
  StudentProfileResponseDto,
} from './dto/profile.dto.js';
import { toGoalDto } from './dto/profile.dto.js';
import { Grade } from './entities/grade.entity.js';
import { StudentGoal } from './entities/student-goal.entity.js';
import { courseMeansOf } from './grade.queries.js';
import { gradeReferenceErrors, gradeValueError } from './grade-rules.js';

/** A student of the comprehensive grading table: their enrolment with the attendance and points totals. */
type StudentTotalsRow = EnrolledStudentRow & {
  recorded: number | string | null;
  present: number | string | null;
  points_total: number | string | null;
  points_count: number | string | null;
};

/** The four positions {@link withStudentProfile} selects, as read raw (MySQL may answer numbers as strings). */
type ProfilePositions = {
  memorized_surah_id: number | string | null;
  memorized_ayah_number: number | string | null;
  target_surah_id: number | string | null;
  target_ayah_number: number | string | null;
};

/** The profile dialog's first read: the circle, the student enrolled in it (null columns when not) and their positions. */
type ProfileRow = ProfilePositions & {
  class_name: string;
  class_school_id: number | string;
  class_semester_id: number | string | null;
  student_id: string | null;
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
  school_level: string | null;
  is_active: number | string | boolean;
};

/** The positions of a raw row as numbers, null kept. */
function numericPositions(row: ProfilePositions) {
  const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    memorized_surah_id: numberOrNull(row.memorized_surah_id),
    memorized_ayah_number: numberOrNull(row.memorized_ayah_number),
    target_surah_id: numberOrNull(row.target_surah_id),
    target_ayah_number: numberOrNull(row.target_ayah_number),
  };
}

/**
 * Grades, goals and what is computed from them (averages by libs/common, progress, the plan and the review map by
 * libs/quran). Writes are for the circles the caller may grade (resource `classBook`): a teacher's own, a manager's
 * complex's, the admin's every one; the student must be enrolled in that circle and the course must be one of the
 * circle's semester.
 */
@Injectable()
export class GradingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** Grades with their course joined, under the alias `grade`, newest first. */
  private grades(): SelectQueryBuilder<Grade> {
    return this.manager
      .getRepository(Grade)
      .createQueryBuilder('grade')
      .innerJoinAndSelect('grade.course', 'course')
      .orderBy('grade.grade_date', 'DESC')
      .addOrderBy('grade.id', 'DESC');
  }

  /** A circle the caller may grade in ('edit') or read the grades of ('view'), or 404. */
  private gradebook(caller: AuthUser, classId: number, action: 'view' | 'edit'): Promise<ClassPlace> {
    return this.access.one(classPlaceQuery(this.manager, classId), 'class', caller, 'classBook', action);
  }

  /** A semester named beside a circle must be one of the circle's complex: an unknown one, or another's, is missing (404). */
  private async semesterOfCircle(place: ClassPlace, semesterId: number): Promise<void> {
    if ((await findSemesterSchool(this.manager, semesterId))?.school_id !== place.school_id) throw ApiError.notFound(MESSAGES.semesters.notFound);
  }

  /** The student must be actively enrolled in the circle: another circle's student is missing here (404). */
  private async requireEnrolled(studentId: string, classId: number): Promise<void> {
    if ((await activeEnrollmentsOf(this.manager, [studentId])).get(studentId)?.class_id !== classId) throw ApiError.notFound(MESSAGES.grades.studentNotInClass);
  }

  /** The checks every grade write shares: the value against the maximum, and the range against the course. */
  private checkGrade(
    course: Pick<Course, 'name'>,
    fields: { grade_value: number; max_grade: number; start_reference?: string | null; end_reference?: string | null },
  ): void {
    const errors: FieldError[] = [...gradeReferenceErrors(course.name, fields)];
    const valueError = gradeValueError(fields.grade_value, fields.max_grade);
    if (valueError) errors.unshift(valueError);
    if (errors.length) throw ApiError.badRequest(errors[0].msg, errors);
  }

  async createInClass(caller: AuthUser, classId: number, dto: CreateClassGradeDto): Promise<GradeMessageResponseDto> {
    const place = await this.gradebook(caller, classId, 'edit');
    if (place.semester_id === null) throw ApiError.badRequest(MESSAGES.grades.classWithoutSemester);
    await this.requireEnrolled(dto.student_id, classId);
    const course = (await gradableCoursesOf(this.manager, place)).find((c) => c.id === dto.course_id);
    if (!course) throw ApiError.field('course_id', MESSAGES.grades.courseNotInClass);
    const maxGrade = dto.max_grade ?? course.max_grade;
    this.checkGrade(course, { ...dto, max_grade: maxGrade });
    const inserted = await this.manager.getRepository(Grade).insert({
      student_id: dto.student_id,
      course_id: course.id,
      class_id: classId,
      semester_id: place.semester_id,
      grade_value: dto.grade_value,
      max_grade: maxGrade,
      grade_type: dto.grade_type ?? 'memorization',
      start_reference: dto.start_reference || null,
      end_reference: dto.end_reference || null,
      notes: dto.notes || null,
      grade_date: dto.grade_date || calendarToday(),
      graded_by: caller.id,
    });
    return { message: MESSAGES.grades.created, grade: await this.gradeView(inserted.identifiers[0].id as number) };
  }

  /** The comprehensive grading screen's create: the circle and semester in the body (the semester must be the circle's). */
  async createFromGrading(caller: AuthUser, dto: CreateGradingGradeDto): Promise<GradeMessageResponseDto> {
    const place = await this.gradebook(caller, dto.class_id, 'edit');
    if (place.semester_id !== dto.semester_id) throw ApiError.field('semester_id', MESSAGES.grades.semesterNotOfClass);
    return this.createInClass(caller, dto.class_id, { ...dto, grade_date: dto.grade_date ?? dto.date_graded });
  }

  async update(caller: AuthUser, id: number, dto: UpdateGradeDto): Promise<GradeMessageResponseDto> {
    await this.access.require(caller, 'grade', 'edit', [id]);
    const grade = await this.grades().where('grade.id = :id', { id }).getOneOrFail();
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
    this.checkGrade(grade.course!, change);
    await this.manager.getRepository(Grade).update({ id }, change);
    return { message: MESSAGES.grades.updated, grade: await this.gradeView(id) };
  }

  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.access.require(caller, 'grade', 'delete', [id]);
    await this.manager.getRepository(Grade).delete({ id });
    return { message: MESSAGES.grades.deleted };
  }

  private async gradeView(id: number): Promise<GradeDto> {
    return toGradeDto(await this.grades().where('grade.id = :id', { id }).getOneOrFail());
  }

  /** A student's grades the caller may see (optionally of one semester), by course, with the weighted total. */
  async studentGrades(caller: AuthUser, studentId: string, semesterId?: number): Promise<StudentGradesResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    // An unknown semester (or one outside the caller's scope) is missing, not a semester without grades.
    if (semesterId !== undefined) await this.access.require(caller, 'semester', 'view', [semesterId]);
    const qb = this.grades().where('grade.student_id = :studentId', { studentId });
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
    await this.semesterOfCircle(await this.gradebook(caller, classId, 'view'), semesterId);
    const qb = this.grades().where('grade.class_id = :classId', { classId }).andWhere('grade.semester_id = :semesterId', { semesterId });
    return { success: true, grades: (await this.access.scope(qb, 'grade', caller, 'grade', 'view').getMany()).map(toGradeDto) };
  }

  /** One student's grades in one circle and semester, by course, with every course the circle is graded in. */
  async studentClassGrades(caller: AuthUser, studentId: string, classId: number, semesterId: number) {
    const place = await this.gradebook(caller, classId, 'view');
    await this.semesterOfCircle(place, semesterId);
    await this.access.require(caller, 'student', 'view', [studentId]);
    const courses = place.semester_id === semesterId ? await gradableCoursesOf(this.manager, place) : [];
    const grades = await this.grades()
      .where('grade.student_id = :studentId', { studentId })
      .andWhere('grade.class_id = :classId', { classId })
      .andWhere('grade.semester_id = :semesterId', { semesterId })
      .getMany();
    return { success: true, courseGrades: byCourse(grades, courses), courses: courses.map(toCourseDto) };
  }

  /**
   * The comprehensive grading table: the circles of a complex's semester the caller may read, each with its enrolled
   * students, their weighted averages, their attendance in the circle this semester (days marked, absences, the
   * share present) and their points total, in five queries however many (the sign-in's included): the database
   * sums the marks, the points and each course's grades.
   */
  async schoolSummary(caller: AuthUser, schoolId: number, semesterId: number): Promise<SchoolGradingResponseDto> {
    const place = await this.access
      .scope(withSemesterOfSchool(schoolQuery(this.manager, schoolId), 'school', semesterId), 'school', caller, 'school', 'view')
      .getRawOne<{ semester_id: number | null }>();
    if (!place) throw ApiError.notFound(MESSAGES.schools.notFound);
    if (place.semester_id === null) throw ApiError.notFound(MESSAGES.semesters.notFound);
    const classes = await this.access.scope(classesOfSemester(this.manager, schoolId, semesterId), 'class', caller, 'classBook', 'view').getMany();
    const classIds = classes.map((c) => c.id);
    const [students, means] = await Promise.all([
      classIds.length
        ? withPointsTotals(
            withAttendanceTotals(enrolledStudentsQuery(this.manager, classIds), 'enrollment', semesterId),
            'enrollment',
            semesterId,
          ).getRawMany<StudentTotalsRow>()
        : Promise.resolve([]),
      courseMeansOf(this.manager, classIds, semesterId),
    ]);
    const studentsOf = groupBy(students, (row) => Number(row.class_id));
    const meansOf = groupBy(means, (row) => `${row.class_id}:${row.student_id}`);
    return {
      success: true,
      classes: classes.map((schoolClass) => {
        const enrolled = studentsOf.get(schoolClass.id) ?? [];
        return {
          id: schoolClass.id,
          name: schoolClass.name,
          student_count: enrolled.length,
          students: enrolled.map((row) => {
            const courses = meansOf.get(`${schoolClass.id}:${row.id}`) ?? [];
            const marks = attendanceTotalsOfRow(row);
            return {
              id: row.id,
              fullName: fullName(row),
              averageGrade: weightedTotalOfMeans(courses),
              gradesCount: courses.reduce((sum, course) => sum + course.grades, 0),
              attendanceRate: attendanceRate(marks.present, marks.recorded) ?? 0,
              absentDays: marks.absent,
              totalDays: marks.recorded,
              totalPoints: pointsTotalsOfRow(row).total,
            };
          }),
        };
      }),
    };
  }

  /**
   * The student profile dialog: the student in this circle, their progress, goal, grades and the circle's courses.
   * Four queries: the circle with the student and their positions (scope and enrolment checked in it), then the
   * courses, the grades and the goal.
   */
  async profile(caller: AuthUser, classId: number, studentId: string): Promise<StudentProfileResponseDto> {
    const row = await this.access
      .scope(
        withStudentProfile(withEnrolledStudent(classPlaceQuery(this.manager, classId), 'class', studentId), 'student'),
        'class',
        caller,
        'classBook',
        'view',
      )
      .getRawOne<ProfileRow>();
    if (!row) throw ApiError.notFound(MESSAGES.classes.notFound);
    if (row.student_id === null) throw ApiError.notFound(MESSAGES.grades.studentNotInClass);
    const place: ClassPlace = {
      id: classId,
      name: row.class_name,
      school_id: Number(row.class_school_id),
      semester_id: row.class_semester_id === null ? null : Number(row.class_semester_id),
    };
    const [courses, grades, goal] = await Promise.all([
      gradableCoursesOf(this.manager, place),
      this.grades().where('grade.student_id = :studentId', { studentId }).getMany(),
      this.currentGoal(studentId),
    ]);
    const positions = numericPositions(row);
    const memorised = positionOf(positions, 'memorized');
    const target = positionOf(positions, 'target');
    const student = { ...row, id: row.student_id, is_active: Boolean(Number(row.is_active)) };
    const progress = memorisationProgress(memorised);
    const semesterGrades = grades.filter((g) => g.class_id === classId && g.semester_id === place.semester_id);
    return {
      student: {
        id: student.id,
        first_name: student.first_name,
        second_name: student.second_name,
        third_name: student.third_name,
        last_name: student.last_name,
        school_level: student.school_level,
        status: student.is_active ? 'active' : 'inactive',
        class_id: classId,
        class_name: place.name,
        semester_id: place.semester_id,
        memorized_surah_id: memorised?.surahId ?? null,
        memorized_ayah_number: memorised?.ayah ?? null,
        target_surah_id: target?.surahId ?? null,
        target_ayah_number: target?.ayah ?? null,
        memorized_pages: progress.memorisedPages,
        total_pages: progress.totalPages,
        pages_percentage: progress.percentage,
        memorized_ayahs: progress.memorisedAyahs,
        averageGrade: weightedCourseTotal(byCourse(semesterGrades, courses)),
        goal: goal ? toGoalDto(goal) : null,
        plan: goalProgress({ memorised, target, grades }),
        grades: semesterGrades.map(toGradeDto),
        courses: courses.map(toCourseDto),
      },
    };
  }

  private currentGoal(studentId: string): Promise<StudentGoal | null> {
    return this.manager.getRepository(StudentGoal).findOne({ where: { student_id: studentId, completed: false }, order: { id: 'DESC' } });
  }

  /**
   * Sets a student's target from the profile dialog: a new goal row, and the target the student form shows (the
   * profile's), in one transaction.
   */
  async setGoal(caller: AuthUser, classId: number, studentId: string, dto: SetGoalDto): Promise<GoalMessageResponseDto> {
    await this.gradebook(caller, classId, 'edit');
    await this.requireEnrolled(studentId, classId);
    const target = { surahId: dto.target_surah_id, ayah: dto.target_ayah_number };
    if (!isValidPosition(target)) throw ApiError.field('target_ayah_number', MESSAGES.students.invalidAyah);
    const goal = await this.dataSource.transaction(async (manager) => {
      await saveStudentProfile(manager, studentId, { target_surah_id: target.surahId, target_ayah_number: target.ayah });
      const goals = manager.getRepository(StudentGoal);
      return goals.save(goals.create({ student_id: studentId, target_surah_id: target.surahId, target_ayah_number: target.ayah, set_by: caller.id }));
    });
    return { message: MESSAGES.goals.saved, goal: toGoalDto(goal) };
  }

  /** A student's goals, newest first. */
  async goals(caller: AuthUser, studentId: string): Promise<GoalsResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    const goals = await this.manager.getRepository(StudentGoal).find({ where: { student_id: studentId }, order: { id: 'DESC' } });
    return { goals: goals.map(toGoalDto) };
  }

  /**
   * The review map of one student (libs/quran): each of the 604 pages coloured by the age of the latest grade the
   * caller may see that covers it, the 30 juz, the summary and the legend.
   */
  async review(caller: AuthUser, studentId: string): Promise<ReviewResponseDto> {
    // The student inside the caller's scope, with their positions: the check and the profile in one query.
    const positions = await this.access.oneRaw<ProfilePositions>(
      withStudentProfile(userQuery(this.manager, studentId), 'user'),
      'user',
      caller,
      'student',
      'view',
    );
    const qb = this.manager
      .getRepository(Grade)
      .createQueryBuilder('grade')
      .select(['grade.id', 'grade.start_reference', 'grade.end_reference', 'grade.grade_date'])
      .where('grade.student_id = :studentId', { studentId })
      .andWhere('grade.start_reference IS NOT NULL');
    const grades = await this.access.scope(qb, 'grade', caller, 'grade', 'view').getMany();
    const today = calendarToday();
    return { today, ...reviewMap({ today, grades, memorised: positionOf(numericPositions(positions), 'memorized') }), legend: [...REVIEW_LEGEND] };
  }
}

/** A stored position of a student's profile, or null when it is not set (or not a real ayah). */
function positionOf(
  profile:
    { memorized_surah_id: number | null; memorized_ayah_number: number | null; target_surah_id: number | null; target_ayah_number: number | null } | undefined,
  which: 'memorized' | 'target',
): QuranPosition | null {
  if (!profile) return null;
  const position =
    which === 'memorized'
      ? { surahId: profile.memorized_surah_id, ayah: profile.memorized_ayah_number }
      : { surahId: profile.target_surah_id, ayah: profile.target_ayah_number };
  return isValidPosition(position as QuranPosition) ? (position as QuranPosition) : null;
}

/** Grades grouped by course, in the order of `courses` (each once), with each course's mean in percent. */
function byCourse(grades: readonly Grade[], courses: readonly Course[]): CourseGradesDto[] {
  const seen = new Map<number, Course>();
  for (const course of courses) if (!seen.has(course.id)) seen.set(course.id, course);
  return [...seen.values()].map((course) => {
    const own = grades.filter((grade) => grade.course_id === course.id);
    const average = courseAverage(own);
    return {
      course_id: course.id,
      course_name: course.name,
      percentage: course.percentage,
      average: average === null ? null : roundTo(average, 1),
      grades: own.map(toGradeDto),
    };
  });
}
