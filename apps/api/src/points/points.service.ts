import { Injectable } from '@nestjs/common';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { calendarToday, fullName, lastWorkingDays, LIMITS, MESSAGES, POINTS_GRID_DAYS, roundTo, type FieldError } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { onlyApplied, writeCells, type BatchOutcome, type CellWrite, type OperationLedger } from '../classes/class-book-batch.js';
import { checkClassBookEach, checkClassBookEntries } from '../classes/class-book-entry.js';
import { activeStudentCountsOf, classesWithSchool, classPlaceQuery, enrolledStudentsQuery, type EnrolledStudentRow } from '../classes/class.queries.js';
import { toClassOptionDto } from '../classes/dto/class.dto.js';
import { isUniqueViolation } from '../database/errors.js';
import { findSemester } from '../semesters/semester.queries.js';
import {
  toPointsCellState,
  toPointsEntryDto,
  type PointsCellStateDto,
  type ClassPointsQueryDto,
  type DayPointsResponseDto,
  type SaveDayPointsDto,
  type ClassPointsResponseDto,
  type CreatePointsDto,
  type PointsClassesResponseDto,
  type PointsEntryDto,
  type PointsEntryMessageResponseDto,
  type PointsReportQueryDto,
  type PointsReportResponseDto,
  type PointsSummaryDto,
  type StudentPointsQueryDto,
  type StudentPointsResponseDto,
  type UpdatePointsDto,
} from './dto/points.dto.js';
import { PointsEntry } from './entities/points-entry.entity.js';
import { pointsTotalsOfRow, withPointsTotals } from './points.queries.js';

/** The name columns of a person, which is all an entry shows of its student and teacher. */
const NAME_COLUMNS = ['id', 'first_name', 'second_name', 'third_name', 'last_name'] as const;

/**
 * Behaviour points: given, changed and deleted in the circles the caller may give them in (resource `classBook`:
 * a teacher's own, a manager's complex's, the admin's every one) to active students enrolled there; read as a
 * student's paged list, a circle's grid and the report over a span of days, each in a fixed number of queries.
 */
@Injectable()
export class PointsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** Entries with their circle, student and teacher (names only), under the alias `entry`, newest day first. */
  private entries(): SelectQueryBuilder<PointsEntry> {
    return this.manager
      .getRepository(PointsEntry)
      .createQueryBuilder('entry')
      .innerJoinAndSelect('entry.class', 'class')
      .innerJoin('entry.student', 'student')
      .addSelect(NAME_COLUMNS.map((column) => `student.${column}`))
      .leftJoin('entry.teacher', 'teacher')
      .addSelect(NAME_COLUMNS.map((column) => `teacher.${column}`))
      .orderBy('entry.points_date', 'DESC')
      .addOrderBy('entry.id', 'DESC');
  }

  private async entryView(id: number): Promise<PointsEntryDto> {
    return toPointsEntryDto(await this.entries().where('entry.id = :id', { id }).getOneOrFail());
  }

  /** Gives a student points for a day: a batch of one of {@link giveMany} that refuses a day already given (409). */
  async create(caller: AuthUser, dto: CreatePointsDto): Promise<PointsEntryMessageResponseDto> {
    const { outcomes } = await this.giveMany(caller, dto.class_id, [{ body: dto }], 'refuse');
    return { message: MESSAGES.points.given, entry: await this.entryView(onlyApplied(outcomes[0]).id) };
  }

  /**
   * Gives many students of one circle their points of a day, each answered on its own (POST /api/points is a batch
   * of one, an offline device's batch comes through the sync endpoint with its ledger): the checks of the single
   * call for them all in three queries ({@link checkClassBookEach}; the circle's refusal is thrown), then one
   * transaction of upserts ({@link writeCells}). A new entry is for an active student (400 on student_id). A day
   * the student already has is refused (409) with `existing: 'refuse'`, or changed with `'change'` (notes left out
   * stay as they were); a change recorded before the server's last one to that day is stale.
   */
  async giveMany(
    caller: AuthUser,
    classId: number,
    entries: readonly { body: CreatePointsDto; recorded_at?: Date }[],
    existing: 'refuse' | 'change',
    ledger?: OperationLedger,
  ): Promise<{ outcomes: BatchOutcome<PointsCellStateDto>[] }> {
    const { students, refusals } = await checkClassBookEach(
      this.access,
      this.manager,
      caller,
      classId,
      entries.map(({ body }) => ({ ...body, date: { field: 'points_date', value: body.points_date } })),
    );
    const writes = entries.map(({ body, recorded_at }, index): CellWrite<PointsEntry> | ApiError => {
      const values = (entry: PointsEntry | undefined) => {
        if ((!entry || existing === 'refuse') && !students.get(body.student_id)!.is_active)
          return ApiError.field('student_id', MESSAGES.points.inactiveStudent);
        // One entry a day per student and circle (the grid's cell): a second one, even from a session racing this one, is refused.
        if (entry && existing === 'refuse') return ApiError.conflict(MESSAGES.points.alreadyGiven);
        if (entry) return { points_given: body.points_given, notes: body.notes === undefined ? entry.notes : body.notes || null };
        return { points_given: body.points_given, notes: body.notes || null, teacher_id: caller.id };
      };
      return refusals[index] ?? { ...body, date: body.points_date, recorded_at, values };
    });
    return { outcomes: await writeCells(this.dataSource, { entity: PointsEntry, dateColumn: 'points_date' }, classId, writes, toPointsCellState, ledger) };
  }

  /**
   * A circle's points for one day, every student of the request in one transaction (a day's screen saves at once):
   * a value gives the student's entry of the day or changes it, none removes it, a student left out is untouched.
   * The checks are those of the single calls, made once for all rows before anything is written, in four queries
   * however many rows: the circle is one the caller may give points in (404), the semester is the circle's (400),
   * the day is one of it (400), every student is actively enrolled in the circle (404), and a new entry is for an
   * active student (400, per row). Then one write a row that changes (an INSERT each, so the audit trail keeps every
   * entry's id, which a parent's history of a child reads), and one DELETE for all removed.
   */
  async saveDay(caller: AuthUser, dto: SaveDayPointsDto): Promise<DayPointsResponseDto> {
    const rows = dto.entries ?? [];
    const repeated: FieldError[] = rows
      .map((row, index) => ({ row, index }))
      .filter(({ row, index }) => rows.findIndex((other) => other.student_id === row.student_id) !== index)
      .map(({ index }) => ({ path: `entries.${index}.student_id`, msg: MESSAGES.points.duplicateStudent }));
    if (repeated.length) throw ApiError.badRequest(MESSAGES.points.duplicateStudent, repeated);
    const { students } = await checkClassBookEntries(this.access, this.manager, caller, {
      ...dto,
      student_ids: rows.map((row) => row.student_id),
      date: { field: 'points_date', value: dto.points_date },
    });
    const day = { class_id: dto.class_id, semester_id: dto.semester_id, points_date: dto.points_date };
    const existing = new Map((await this.manager.getRepository(PointsEntry).findBy(day)).map((entry) => [entry.student_id, entry]));
    const inactive: FieldError[] = rows.flatMap((row, index) =>
      isGiven(row.points_given) && !existing.has(row.student_id) && !students.get(row.student_id)!.is_active
        ? [{ path: `entries.${index}.student_id`, msg: MESSAGES.points.inactiveStudent }]
        : [],
    );
    if (inactive.length) throw ApiError.badRequest(MESSAGES.points.inactiveStudent, inactive);

    let saved = 0;
    const removed: number[] = [];
    try {
      await this.dataSource.transaction(async (manager) => {
        const entries = manager.getRepository(PointsEntry);
        for (const row of rows) {
          const entry = existing.get(row.student_id);
          if (!isGiven(row.points_given)) {
            if (entry) removed.push(entry.id);
            continue;
          }
          if (!entry) {
            await entries.insert({ ...day, student_id: row.student_id, points_given: row.points_given, notes: row.notes || null, teacher_id: caller.id });
            saved += 1;
            continue;
          }
          const notes = row.notes === undefined ? entry.notes : row.notes || null;
          if (entry.points_given === row.points_given && entry.notes === notes) continue;
          await entries.update({ id: entry.id }, { points_given: row.points_given, notes });
          saved += 1;
        }
        if (removed.length) await entries.delete({ id: In(removed) });
      });
    } catch (error) {
      // Another session gave one of these students points for the day meanwhile: nothing of this save was kept.
      if (isUniqueViolation(error)) throw ApiError.conflict(MESSAGES.points.alreadyGiven);
      throw error;
    }
    const points = await this.entries()
      .where('entry.class_id = :classId', { classId: day.class_id })
      .andWhere('entry.semester_id = :semesterId', { semesterId: day.semester_id })
      .andWhere('entry.points_date = :date', { date: day.points_date })
      .getMany();
    return { message: MESSAGES.points.daySaved, saved, removed: removed.length, points: points.map(toPointsEntryDto) };
  }

  async update(caller: AuthUser, id: number, dto: UpdatePointsDto): Promise<PointsEntryMessageResponseDto> {
    await this.access.require(caller, 'points', 'edit', [id]);
    const change: Partial<PointsEntry> = { points_given: dto.points_given };
    if (dto.notes !== undefined) change.notes = dto.notes || null;
    await this.manager.getRepository(PointsEntry).update({ id }, change);
    return { message: MESSAGES.points.updated, entry: await this.entryView(id) };
  }

  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.access.require(caller, 'points', 'delete', [id]);
    await this.manager.getRepository(PointsEntry).delete({ id });
    return { message: MESSAGES.points.deleted };
  }

  /** A student's entries the caller may see, one page of them with the totals of all, in three queries. */
  async studentPoints(caller: AuthUser, studentId: string, query: StudentPointsQueryDto): Promise<StudentPointsResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    const page = query.page ?? 1;
    const limit = query.limit ?? LIMITS.points.page.default;
    const filtered = (qb: SelectQueryBuilder<PointsEntry>) => {
      qb.andWhere('entry.student_id = :studentId', { studentId });
      if (query.semester_id !== undefined) qb.andWhere('entry.semester_id = :semesterId', { semesterId: query.semester_id });
      if (query.date_from) qb.andWhere('entry.points_date >= :dateFrom', { dateFrom: query.date_from });
      if (query.date_to) qb.andWhere('entry.points_date <= :dateTo', { dateTo: query.date_to });
      return this.access.scope(qb, 'entry', caller, 'points', 'view');
    };
    // Every join is many-to-one, so offset and limit count entries (no DISTINCT pre-query needed).
    const rows = await filtered(this.entries())
      .offset((page - 1) * limit)
      .limit(limit)
      .getMany();
    const totals = await filtered(this.manager.getRepository(PointsEntry).createQueryBuilder('entry'))
      .select('COUNT(*)', 'entries')
      .addSelect('SUM(entry.points_given)', 'total')
      .getRawOne<{ entries: number | string; total: number | string | null }>();
    const entries = Number(totals?.entries ?? 0);
    return {
      points: rows.map(toPointsEntryDto),
      summary: summaryOf(Number(totals?.total ?? 0), entries),
      pagination: { page, limit, total: entries, totalPages: Math.ceil(entries / limit) },
    };
  }

  /** The circles whose points the caller may read, with their complex and student count, in two queries. */
  async myClasses(caller: AuthUser): Promise<PointsClassesResponseDto> {
    const rows = await this.access.scope(classesWithSchool(this.manager), 'class', caller, 'classBook', 'view').getMany();
    const counts = await activeStudentCountsOf(
      this.manager,
      rows.map((row) => row.id),
    );
    return { classes: rows.map((row) => toClassOptionDto(row, counts.get(row.id) ?? 0)) };
  }

  /**
   * The points grid of a circle: the last 30 working days of the semester, the circle's entries on those days, and its
   * enrolled students with their totals over the whole semester (summed by the database), in four queries however
   * many students and entries, and however long the semester has run.
   */
  async classPoints(caller: AuthUser, classId: number, query: ClassPointsQueryDto): Promise<ClassPointsResponseDto> {
    const place = await this.access.one(classPlaceQuery(this.manager, classId), 'class', caller, 'classBook', 'view');
    const semesterId = query.semester_id ?? place.semester_id;
    const semester = semesterId === null ? null : await findSemester(this.manager, semesterId);
    if (semester?.school_id !== place.school_id) throw ApiError.notFound(MESSAGES.semesters.notFound);
    const today = calendarToday();
    const until = today < semester.end_date ? today : semester.end_date;
    const days = lastWorkingDays(until, POINTS_GRID_DAYS, {
      from: semester.start_date,
      weekend_days: semester.weekend_days,
      vacation_days: semester.vacation_days,
    });
    const [students, entries] = await Promise.all([
      withPointsTotals(enrolledStudentsQuery(this.manager, [classId]).addSelect('student.is_active', 'is_active'), 'enrollment', semester.id).getRawMany<
        EnrolledStudentRow & { is_active: boolean | number; points_total: string | number | null; points_count: string | number | null }
      >(),
      days.length === 0
        ? Promise.resolve([])
        : this.entries()
            .where('entry.class_id = :classId', { classId })
            .andWhere('entry.semester_id = :semesterId', { semesterId: semester.id })
            .andWhere('entry.points_date BETWEEN :firstDay AND :lastDay', { firstDay: days[0], lastDay: days[days.length - 1] })
            .getMany(),
    ]);
    return {
      semester_id: semester.id,
      working_days: days,
      points: entries.map(toPointsEntryDto),
      students: students.map((row) => {
        const totals = pointsTotalsOfRow(row);
        // Raw booleans are 0 or 1 on both dialects.
        return { student_id: row.id, name: fullName(row), is_active: Boolean(Number(row.is_active)), total_points: totals.total, points_count: totals.count };
      }),
    };
  }

  /**
   * The points report: for each student (and circle) with entries the caller may see between two days, their total,
   * count and average, highest total first, in one query.
   */
  async report(caller: AuthUser, query: PointsReportQueryDto): Promise<PointsReportResponseDto> {
    const qb = this.manager
      .getRepository(PointsEntry)
      .createQueryBuilder('entry')
      .innerJoin('entry.student', 'student')
      .innerJoin('entry.class', 'class')
      .innerJoin('class.school', 'school')
      .select('entry.student_id', 'id')
      .addSelect([
        'student.first_name AS first_name',
        'student.second_name AS second_name',
        'student.third_name AS third_name',
        'student.last_name AS last_name',
      ])
      .addSelect(['entry.class_id AS class_id', 'class.name AS class_name', 'school.name AS school_name'])
      .addSelect('SUM(entry.points_given)', 'total_points')
      .addSelect('COUNT(*)', 'points_count')
      .where('entry.points_date >= :dateFrom', { dateFrom: query.date_from })
      .andWhere('entry.points_date <= :dateTo', { dateTo: query.date_to })
      .groupBy('entry.student_id')
      .addGroupBy('student.first_name')
      .addGroupBy('student.second_name')
      .addGroupBy('student.third_name')
      .addGroupBy('student.last_name')
      .addGroupBy('entry.class_id')
      .addGroupBy('class.name')
      .addGroupBy('school.name');
    if (query.school_id !== undefined) qb.andWhere('class.school_id = :schoolId', { schoolId: query.school_id });
    if (query.class_id !== undefined) qb.andWhere('entry.class_id = :classId', { classId: query.class_id });
    type Row = {
      id: string;
      first_name: string;
      second_name: string;
      third_name: string;
      last_name: string;
      class_id: number | string;
      class_name: string;
      school_name: string;
      total_points: number | string;
      points_count: number | string;
    };
    const rows = await this.access.scope(qb, 'entry', caller, 'points', 'view').getRawMany<Row>();
    const students = rows.map((row) => {
      const total = roundTo(Number(row.total_points), 1);
      const count = Number(row.points_count);
      return {
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        name: fullName(row),
        school_name: row.school_name,
        class_id: Number(row.class_id),
        class_name: row.class_name,
        total_points: total,
        points_count: count,
        average_points: count ? roundTo(total / count, 2) : 0,
      };
    });
    students.sort((a, b) => b.total_points - a.total_points || a.name.localeCompare(b.name, 'ar'));
    return { students };
  }
}

const isGiven = (points: number | null | undefined): points is number => points !== null && points !== undefined;

function summaryOf(total: number, entries: number): PointsSummaryDto {
  const totalPoints = roundTo(total, 1);
  return {
    total_points: totalPoints,
    average_points: entries ? roundTo(totalPoints / entries, 2) : 0,
    max_points: entries * LIMITS.points.value.max,
    total_entries: entries,
  };
}
