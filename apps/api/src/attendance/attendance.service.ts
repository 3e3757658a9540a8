import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { attendanceRate, fullName, isSemesterWorkingDay, MESSAGES, semesterDates, semesterDisplayName, semesterWorkingDays, weekdayName } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { onlyApplied, writeCells, type BatchOutcome, type CellWrite, type OperationLedger } from '../classes/class-book-batch.js';
import { checkClassBookEach } from '../classes/class-book-entry.js';
import { activeStudentCountsOf, classesWithSchool, enrolmentsOfClasses, classPlaceQuery, type ClassPlace } from '../classes/class.queries.js';
import { toClassOptionDto } from '../classes/dto/class.dto.js';
import { gradedDays } from '../grading/grade.queries.js';
import { allSemesters, findSemester } from '../semesters/semester.queries.js';
import {
  toAttendanceCellState,
  toAttendanceRecordDto,
  type AttendanceCellStateDto,
  type AttendanceCellDto,
  type AttendanceClassesResponseDto,
  type AttendanceGridQueryDto,
  type AttendanceGridResponseDto,
  type AttendanceMarkResponseDto,
  type FixDatesResponseDto,
  type MarkAttendanceDto,
  type StudentAttendanceQueryDto,
  type StudentAttendanceResponseDto,
} from './dto/attendance.dto.js';
import { Attendance } from './entities/attendance.entity.js';

/** Rows written per INSERT by the repair. */
const INSERT_BATCH = 200;

/**
 * Attendance: the circles to pick, a circle's grid over its semester's working days, marking one cell (an upsert on
 * the unique key, safe against two sessions marking the same cell at once), a student's records, and the platform
 * admins' repair after semester calendars change. Marks are made in the circles the caller may mark in (resource
 * `classBook`): a teacher's own, a manager's complex's, the admin's every one.
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** The circles whose attendance the caller may read, with their complex and student count, in two queries. */
  async classes(caller: AuthUser): Promise<AttendanceClassesResponseDto> {
    const rows = await this.access.scope(classesWithSchool(this.manager), 'class', caller, 'classBook', 'view').getMany();
    const counts = await activeStudentCountsOf(
      this.manager,
      rows.map((row) => row.id),
    );
    return { classes: rows.map((row) => toClassOptionDto(row, counts.get(row.id) ?? 0)) };
  }

  /**
   * A circle's grid for a semester of its complex: every working day, and for every enrolled student a cell per day
   * with their totals, in five queries however many students and days.
   */
  async grid(caller: AuthUser, semesterId: number, classId: number, query: AttendanceGridQueryDto): Promise<AttendanceGridResponseDto> {
    const place = await this.access.one(classPlaceQuery(this.manager, classId), 'class', caller, 'classBook', 'view');
    // The marks read raw, only the columns a cell shows: a semester of a circle is thousands of rows.
    const marksQuery = this.manager
      .getRepository(Attendance)
      .createQueryBuilder('mark')
      .select([
        'mark.student_id AS student_id',
        'mark.attendance_date AS attendance_date',
        'mark.is_present AS is_present',
        'mark.is_explicit AS is_explicit',
        'mark.notes AS notes',
      ])
      .where('mark.class_id = :classId', { classId })
      .andWhere('mark.semester_id = :semesterId', { semesterId });
    if (query.student_id) marksQuery.andWhere('mark.student_id = :studentId', { studentId: query.student_id });
    const [semester, enrolments, marks] = await Promise.all([
      findSemester(this.manager, semesterId),
      enrolmentsOfClasses(this.manager, [classId]),
      marksQuery.getRawMany<{
        student_id: string;
        attendance_date: string;
        is_present: boolean | number;
        is_explicit: boolean | number;
        notes: string | null;
      }>(),
    ]);
    if (semester?.school_id !== place.school_id) throw ApiError.notFound(MESSAGES.semesters.notFound);
    const markOf = new Map(marks.map((mark) => [`${mark.student_id}|${mark.attendance_date}`, mark]));
    const days = semesterWorkingDays(semester);
    const students = enrolments.filter((enrolment) => !query.student_id || enrolment.student_id === query.student_id);
    return {
      semester: { id: semester.id, name: semesterDisplayName(semester.type, semester.year), start_date: semester.start_date, end_date: semester.end_date },
      working_days: days.map((date) => ({ date, day_name: weekdayName(date) })),
      students: students.map(({ student }) => {
        const attendance = days.map((date): AttendanceCellDto => {
          const mark = markOf.get(`${student!.id}|${date}`);
          if (!mark) return { date, status: 'unknown', is_present: null, is_explicit: false, notes: null };
          // Raw booleans are 0 or 1 on both dialects.
          const present = Boolean(Number(mark.is_present));
          return { date, status: present ? 'present' : 'absent', is_present: present, is_explicit: Boolean(Number(mark.is_explicit)), notes: mark.notes };
        });
        const present = attendance.filter((cell) => cell.status === 'present').length;
        const absent = attendance.filter((cell) => cell.status === 'absent').length;
        return {
          student_id: student!.id,
          name: fullName(student!),
          attendance,
          statistics: {
            total_working_days: days.length,
            recorded_days: present + absent,
            present_days: present,
            absent_days: absent,
            unrecorded_days: days.length - present - absent,
            attendance_rate: attendanceRate(present, present + absent),
          },
        };
      }),
    };
  }

  /**
   * Marks one student present or absent on one working day of their circle's semester. Marking the same cell again
   * changes it: one row per student, circle, semester and day. A batch of one of {@link markMany}.
   */
  async mark(caller: AuthUser, dto: MarkAttendanceDto): Promise<AttendanceMarkResponseDto> {
    const { place, outcomes } = await this.markMany(caller, dto.class_id, [{ body: dto }]);
    const { id } = onlyApplied(outcomes[0]);
    return {
      message: dto.is_present ? MESSAGES.attendance.markedPresent : MESSAGES.attendance.markedAbsent,
      attendance: toAttendanceRecordDto({ id, ...cellOf(dto), ...valuesOf(caller, dto) }, place.name),
    };
  }

  /**
   * Marks many cells of one circle, each answered on its own (POST /api/attendance/mark is a batch of one, an
   * offline device's batch comes through the sync endpoint with its ledger): the checks of the single mark for them
   * all in three queries ({@link checkClassBookEach}; the circle's refusal is thrown), then one transaction of
   * upserts ({@link writeCells}). A mark recorded before the server's last change to its cell is stale.
   */
  async markMany(
    caller: AuthUser,
    classId: number,
    marks: readonly { body: MarkAttendanceDto; recorded_at?: Date }[],
    ledger?: OperationLedger,
  ): Promise<{ place: ClassPlace; outcomes: BatchOutcome<AttendanceCellStateDto>[] }> {
    const { place, refusals } = await checkClassBookEach(
      this.access,
      this.manager,
      caller,
      classId,
      marks.map(({ body }) => ({ ...body, date: { field: 'attendance_date', value: body.attendance_date } })),
    );
    const writes = marks.map(
      ({ body, recorded_at }, index): CellWrite<Attendance> | ApiError =>
        refusals[index] ?? { ...body, date: body.attendance_date, recorded_at, values: () => valuesOf(caller, body) },
    );
    const outcomes = await writeCells(this.dataSource, { entity: Attendance, dateColumn: 'attendance_date' }, classId, writes, toAttendanceCellState, ledger);
    return { place, outcomes };
  }

  /** A student's marks the caller may see (optionally of one semester), newest first, with the share present. */
  async studentRecords(caller: AuthUser, studentId: string, query: StudentAttendanceQueryDto): Promise<StudentAttendanceResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    const qb = this.manager
      .getRepository(Attendance)
      .createQueryBuilder('mark')
      .innerJoinAndSelect('mark.class', 'class')
      .where('mark.student_id = :studentId', { studentId })
      .orderBy('mark.attendance_date', 'DESC')
      .addOrderBy('mark.id', 'DESC');
    if (query.semester_id !== undefined) qb.andWhere('mark.semester_id = :semesterId', { semesterId: query.semester_id });
    const marks = await this.access.scope(qb, 'mark', caller, 'attendance', 'view').getMany();
    const present = marks.filter((mark) => mark.is_present).length;
    return { attendance: marks.map((mark) => toAttendanceRecordDto(mark, mark.class!.name)), percentage: attendanceRate(present, marks.length) };
  }

  /**
   * The platform admins' repair after semester calendars changed, in one transaction: removes every mark on a day
   * that is no longer a working day of its semester, then marks present (is_explicit false) each student on the
   * working days they were graded in a circle and have no mark there.
   */
  async fixDates(): Promise<FixDatesResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const semesters = await allSemesters(manager);
      let deletedRecords = 0;
      for (const semester of semesters) deletedRecords += await deleteMarksOffWorkingDays(manager, semester);
      const { createdRecords, markedGrades } = await markGradedDaysPresent(manager, new Map(semesters.map((semester) => [semester.id, semester])));
      return { message: MESSAGES.attendance.datesFixed, createdRecords, deletedRecords, markedGrades };
    });
  }
}

/** The cell a mark is for. */
const cellOf = (dto: MarkAttendanceDto) => ({
  student_id: dto.student_id,
  class_id: dto.class_id,
  semester_id: dto.semester_id,
  attendance_date: dto.attendance_date,
});

/** What a mark writes in its cell: the same whether it creates the row or changes it. */
const valuesOf = (caller: AuthUser, dto: MarkAttendanceDto) => ({
  is_present: dto.is_present,
  is_explicit: dto.is_explicit ?? true,
  notes: dto.notes || null,
  marked_by: caller.id,
});

type SemesterRow = Awaited<ReturnType<typeof allSemesters>>[number];

/** Deletes a semester's marks outside its dates or on its weekend days and holidays; how many went. */
async function deleteMarksOffWorkingDays(manager: EntityManager, semester: SemesterRow): Promise<number> {
  const working = new Set(semesterWorkingDays(semester));
  const restDays = semesterDates(semester).filter((date) => !working.has(date));
  const qb = manager
    .createQueryBuilder()
    .delete()
    .from(Attendance)
    .where('semester_id = :semesterId', { semesterId: semester.id })
    .andWhere(
      restDays.length > 0
        ? '(attendance_date < :start OR attendance_date > :end OR attendance_date IN (:...restDays))'
        : '(attendance_date < :start OR attendance_date > :end)',
      { start: semester.start_date, end: semester.end_date, restDays },
    );
  return (await qb.execute()).affected ?? 0;
}

/**
 * Marks present, as inferred (is_explicit false), each student on the working days of their semester they were
 * graded in a circle and have no mark there. Returns the marks added and the grades they stand for.
 */
async function markGradedDaysPresent(manager: EntityManager, semesters: Map<number, SemesterRow>): Promise<{ createdRecords: number; markedGrades: number }> {
  const days = (await gradedDays(manager)).filter((day) => {
    const semester = semesters.get(day.semester_id);
    return semester !== undefined && isSemesterWorkingDay(day.grade_date, semester);
  });
  if (days.length === 0) return { createdRecords: 0, markedGrades: 0 };
  const marks = manager.getRepository(Attendance);
  const existing = await marks.find({
    where: { semester_id: In([...new Set(days.map((day) => day.semester_id))]) },
    select: { student_id: true, class_id: true, semester_id: true, attendance_date: true },
  });
  const marked = new Set(existing.map((mark) => `${mark.student_id}|${mark.class_id}|${mark.semester_id}|${mark.attendance_date}`));
  const missing = days.filter((day) => !marked.has(`${day.student_id}|${day.class_id}|${day.semester_id}|${day.grade_date}`));
  const rows = missing.map((day) => ({
    student_id: day.student_id,
    class_id: day.class_id,
    semester_id: day.semester_id,
    attendance_date: day.grade_date,
    is_present: true,
    is_explicit: false,
    notes: null,
    marked_by: null,
  }));
  // Not read back (updateEntity(false)): a multi-row insert's read-back can pair ids with the wrong rows on SQLite.
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Attendance)
      .values(rows.slice(start, start + INSERT_BATCH))
      .updateEntity(false)
      .execute();
  }
  return { createdRecords: rows.length, markedGrades: missing.reduce((sum, day) => sum + day.grades, 0) };
}
