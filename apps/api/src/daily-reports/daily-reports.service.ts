import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { calendarToday, fullName, isWorkingDayOfAny, MESSAGES, roundTo, type FieldError } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { presentCountsOn } from '../attendance/attendance.queries.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { activeClassesWithPrimaryOf, classSchoolsOf } from '../classes/class.queries.js';
import { isUniqueViolation } from '../database/errors.js';
import { pagesGradedOn } from '../grading/grade.queries.js';
import { semestersOfSchool } from '../semesters/semester.queries.js';
import { teacherSchoolsOf } from '../users/user.queries.js';
import type {
  AutoFillResponseDto,
  ClassReportDto,
  ClassReportInputDto,
  DailyReportDetailDto,
  DailyReportDto,
  DailyReportListResponseDto,
  DailyReportMessageResponseDto,
  DailyReportQueryDto,
  DailyReportResponseDto,
  DailyReportStatisticsDto,
  SaveDailyReportDto,
} from './dto/daily-report.dto.js';
import { DailyReportClass } from './entities/daily-report-class.entity.js';
import { DailyReport } from './entities/daily-report.entity.js';

const NAME_COLUMNS = ['id', 'first_name', 'second_name', 'third_name', 'last_name'] as const;

/** A row's totals as the list and the statistics read them. */
interface ReportTotals {
  classes: number;
  present: number;
  absent: number;
  pages: number;
}

/**
 * Daily reports of a complex (spec 03): one per complex and day, with a row per circle, read and written by the
 * administration and supervisors within their complex (resource `dailyReport`; the complex itself through
 * `school`). The absent count of a row is always the API's: max(0, enrolled - present).
 */
@Injectable()
export class DailyReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** Reports with their complex and reporter (names only), scoped to the caller and filtered, newest day first. */
  private reports(caller: AuthUser, query: DailyReportQueryDto): SelectQueryBuilder<DailyReport> {
    const qb = this.manager
      .getRepository(DailyReport)
      .createQueryBuilder('report')
      .innerJoinAndSelect('report.school', 'school')
      .leftJoin('report.reporter', 'reporter')
      .addSelect(NAME_COLUMNS.map((column) => `reporter.${column}`))
      .orderBy('report.report_date', 'DESC')
      .addOrderBy('report.id', 'DESC');
    if (query.school_id !== undefined) qb.andWhere('report.school_id = :schoolId', { schoolId: query.school_id });
    if (query.date_from) qb.andWhere('report.report_date >= :dateFrom', { dateFrom: query.date_from });
    if (query.date_to) qb.andWhere('report.report_date <= :dateTo', { dateTo: query.date_to });
    return this.access.scope(qb, 'report', caller, 'dailyReport', 'view');
  }

  /** The rows' totals of these reports, by report id, in one query. */
  private async totalsOf(reportIds: readonly number[]): Promise<Map<number, ReportTotals>> {
    if (reportIds.length === 0) return new Map();
    const rows = await this.manager
      .getRepository(DailyReportClass)
      .createQueryBuilder('row')
      .select('row.report_id', 'report_id')
      .addSelect('COUNT(*)', 'classes')
      .addSelect('SUM(row.students_present)', 'present')
      .addSelect('SUM(row.students_absent)', 'absent')
      .addSelect('SUM(row.pages_taught)', 'pages')
      .where('row.report_id IN (:...reportIds)', { reportIds: [...reportIds] })
      .groupBy('row.report_id')
      .getRawMany<{ report_id: number | string; classes: number | string; present: number | string; absent: number | string; pages: number | string }>();
    return new Map(
      rows.map((row) => [
        Number(row.report_id),
        { classes: Number(row.classes), present: Number(row.present), absent: Number(row.absent), pages: Number(row.pages) },
      ]),
    );
  }

  /** The reports the caller may see, in two queries. */
  async list(caller: AuthUser, query: DailyReportQueryDto): Promise<DailyReportListResponseDto> {
    const reports = await this.reports(caller, query).getMany();
    const totals = await this.totalsOf(reports.map((report) => report.id));
    return { reports: reports.map((report) => toReportDto(report, totals.get(report.id))) };
  }

  /** The totals of the same reports as the list, in two queries. */
  async statistics(caller: AuthUser, query: DailyReportQueryDto): Promise<DailyReportStatisticsDto> {
    const ids = (await this.reports(caller, query).select('report.id', 'id').getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
    const totals = [...(await this.totalsOf(ids)).values()];
    const rates = totals.filter((t) => t.present + t.absent > 0).map((t) => (t.present / (t.present + t.absent)) * 100);
    return {
      total_reports: ids.length,
      total_present: totals.reduce((sum, t) => sum + t.present, 0),
      total_absent: totals.reduce((sum, t) => sum + t.absent, 0),
      avg_attendance_rate: rates.length ? roundTo(rates.reduce((sum, rate) => sum + rate, 0) / rates.length, 1) : 0,
    };
  }

  async findOne(caller: AuthUser, id: number): Promise<DailyReportResponseDto> {
    await this.access.require(caller, 'dailyReport', 'view', [id]);
    return { report: await this.detail(this.manager, id) };
  }

  /** A report with its circle rows (each with its circle's and teacher's name), in two queries. */
  private async detail(manager: EntityManager, id: number): Promise<DailyReportDetailDto> {
    const report = await manager
      .getRepository(DailyReport)
      .createQueryBuilder('report')
      .innerJoinAndSelect('report.school', 'school')
      .leftJoin('report.reporter', 'reporter')
      .addSelect(NAME_COLUMNS.map((column) => `reporter.${column}`))
      .where('report.id = :id', { id })
      .getOneOrFail();
    const rows = await manager
      .getRepository(DailyReportClass)
      .createQueryBuilder('row')
      .innerJoin('row.class', 'class')
      .addSelect(['class.id', 'class.name'])
      .leftJoin('row.teacher', 'teacher')
      .addSelect(NAME_COLUMNS.map((column) => `teacher.${column}`))
      .where('row.report_id = :id', { id })
      .orderBy('class.name', 'ASC')
      .addOrderBy('row.id', 'ASC')
      .getMany();
    const totals: ReportTotals = {
      classes: rows.length,
      present: rows.reduce((sum, row) => sum + row.students_present, 0),
      absent: rows.reduce((sum, row) => sum + row.students_absent, 0),
      pages: rows.reduce((sum, row) => sum + row.pages_taught, 0),
    };
    return {
      ...toReportDto(report, totals),
      class_reports: rows.map((row) => ({
        id: row.id,
        class_id: row.class_id,
        class_name: row.class?.name ?? '',
        teacher_id: row.teacher_id,
        teacher_name: row.teacher ? fullName(row.teacher) : null,
        students_enrolled: row.students_enrolled,
        students_present: row.students_present,
        students_absent: row.students_absent,
        pages_taught: row.pages_taught,
        lesson_topic: row.lesson_topic,
        class_notes: row.class_notes,
      })),
    };
  }

  async create(caller: AuthUser, dto: SaveDailyReportDto): Promise<DailyReportMessageResponseDto> {
    await this.checkBody(caller, dto);
    const id = await this.saving(async (manager) => {
      if (await manager.getRepository(DailyReport).existsBy({ school_id: dto.school_id, report_date: dto.report_date }))
        throw ApiError.conflict(MESSAGES.dailyReports.alreadyExists);
      const inserted = await manager.getRepository(DailyReport).insert({
        school_id: dto.school_id,
        report_date: dto.report_date,
        report_notes: dto.report_notes || null,
        reporter_id: caller.id,
      });
      const reportId = inserted.identifiers[0].id as number;
      await insertRows(manager, reportId, dto.class_reports ?? []);
      return reportId;
    });
    return { message: MESSAGES.dailyReports.created, report: await this.detail(this.manager, id) };
  }

  /** Replaces the report's fields and rows, in one transaction; the reporter stays who wrote it. */
  async update(caller: AuthUser, id: number, dto: SaveDailyReportDto): Promise<DailyReportMessageResponseDto> {
    await this.access.require(caller, 'dailyReport', 'edit', [id]);
    const current = await this.manager.getRepository(DailyReport).findOneOrFail({ where: { id }, select: { id: true, report_date: true } });
    await this.checkBody(caller, dto, current.report_date);
    await this.saving(async (manager) => {
      const other = await manager
        .getRepository(DailyReport)
        .findOne({ where: { school_id: dto.school_id, report_date: dto.report_date }, select: { id: true } });
      if (other && other.id !== id) throw ApiError.conflict(MESSAGES.dailyReports.alreadyExists);
      await manager
        .getRepository(DailyReport)
        .update({ id }, { school_id: dto.school_id, report_date: dto.report_date, report_notes: dto.report_notes || null });
      await manager.getRepository(DailyReportClass).delete({ report_id: id });
      await insertRows(manager, id, dto.class_reports ?? []);
    });
    return { message: MESSAGES.dailyReports.updated, report: await this.detail(this.manager, id) };
  }

  /** Deletes the report; its rows go with it (foreign key cascade). */
  async remove(caller: AuthUser, id: number): Promise<MessageResponseDto> {
    await this.access.require(caller, 'dailyReport', 'delete', [id]);
    await this.manager.getRepository(DailyReport).delete({ id });
    return { message: MESSAGES.dailyReports.deleted };
  }

  /**
   * One row per active circle of the complex for a day: its primary teacher, the students actively enrolled now,
   * those marked present that day, absent as max(0, enrolled - present), and the pages of that day's grades. Four
   * queries however many circles.
   */
  async autoFill(caller: AuthUser, schoolId: number, date: string): Promise<AutoFillResponseDto> {
    await this.access.require(caller, 'school', 'view', [schoolId]);
    // A day nobody studies would fill every circle with absences: it is refused as a report of it would be.
    await this.requireWorkingDay(schoolId, { field: 'date', value: date });
    const classes = await activeClassesWithPrimaryOf(this.manager, schoolId);
    const ids = classes.map((c) => c.id);
    const [present, pages] = await Promise.all([presentCountsOn(this.manager, ids, [date]), pagesGradedOn(this.manager, ids, [date])]);
    const rows: ClassReportDto[] = classes.map((c) => {
      const students = c.students;
      const came = present.get(`${c.id}|${date}`) ?? 0;
      return {
        id: null,
        class_id: c.id,
        class_name: c.name,
        teacher_id: c.teacher_id,
        teacher_name: c.teacher_name,
        students_enrolled: students,
        students_present: came,
        students_absent: absentOf(students, came),
        pages_taught: pages.get(`${c.id}|${date}`) ?? 0,
        lesson_topic: null,
        class_notes: null,
      };
    });
    return { class_reports: rows };
  }

  /**
   * The class book's rule for the complex's day: a working day of one of the complex's semesters (within its dates,
   * not a weekend day or a holiday), else 400 with the same sentence as attendance, points and grades.
   */
  private async requireWorkingDay(schoolId: number, date: { field: string; value: string }): Promise<void> {
    if (!isWorkingDayOfAny(date.value, await semestersOfSchool(this.manager, schoolId))) throw ApiError.field(date.field, MESSAGES.calendar.notWorkingDay);
  }

  /**
   * What a report's body must hold beyond its fields' own rules: a complex the caller may report on, a day not yet
   * to come and one the complex studies (asked again only when an edit changes it, so a report stays editable after
   * its semester's calendar changed), and rows of that complex's circles (each once) and teachers. Two queries for
   * the rows.
   */
  private async checkBody(caller: AuthUser, dto: SaveDailyReportDto, currentDate?: string): Promise<void> {
    await this.access.require(caller, 'school', 'view', [dto.school_id]);
    if (dto.report_date > calendarToday()) throw ApiError.field('report_date', MESSAGES.dailyReports.futureDate);
    if (dto.report_date !== currentDate) await this.requireWorkingDay(dto.school_id, { field: 'report_date', value: dto.report_date });
    const rows = dto.class_reports ?? [];
    const duplicates: FieldError[] = rows
      .map((row, index) => ({ row, index }))
      .filter(({ row, index }) => rows.findIndex((other) => other.class_id === row.class_id) !== index)
      .map(({ index }) => ({ path: `class_reports.${index}.class_id`, msg: MESSAGES.dailyReports.duplicateClass }));
    if (duplicates.length) throw ApiError.badRequest(MESSAGES.dailyReports.duplicateClass, duplicates);
    const teacherIds = [...new Set(rows.flatMap((row) => (row.teacher_id ? [row.teacher_id] : [])))];
    const [classSchools, teacherSchools] = await Promise.all([
      classSchoolsOf(
        this.manager,
        rows.map((row) => row.class_id),
      ),
      teacherSchoolsOf(this.manager, teacherIds),
    ]);
    // A circle or teacher of another complex is answered like a missing one, and nothing is written.
    if (rows.some((row) => classSchools.get(row.class_id) !== dto.school_id)) throw ApiError.notFound(MESSAGES.dailyReports.classNotInSchool);
    if (teacherIds.some((teacherId) => teacherSchools.get(teacherId) !== dto.school_id)) throw ApiError.notFound(MESSAGES.dailyReports.teacherNotInSchool);
  }

  /** Runs a report's write in one transaction; a second report of the complex and day, even a racing one, is a 409. */
  private async saving<T>(write: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(MESSAGES.dailyReports.alreadyExists);
      throw error;
    }
  }
}

/** Absent students of a row: never below zero, whatever was entered as present. */
function absentOf(enrolled: number, present: number): number {
  return Math.max(0, enrolled - present);
}

async function insertRows(manager: EntityManager, reportId: number, rows: readonly ClassReportInputDto[]): Promise<void> {
  if (rows.length === 0) return;
  await manager.getRepository(DailyReportClass).insert(
    rows.map((row) => {
      const enrolled = row.students_enrolled ?? 0;
      const present = row.students_present ?? 0;
      return {
        report_id: reportId,
        class_id: row.class_id,
        teacher_id: row.teacher_id || null,
        students_enrolled: enrolled,
        students_present: present,
        students_absent: absentOf(enrolled, present),
        pages_taught: row.pages_taught ?? 0,
        lesson_topic: row.lesson_topic || null,
        class_notes: row.class_notes || null,
      };
    }),
  );
}

function toReportDto(report: DailyReport, totals: ReportTotals | undefined): DailyReportDto {
  return {
    id: report.id,
    school_id: report.school_id,
    school_name: report.school?.name ?? '',
    report_date: report.report_date,
    report_notes: report.report_notes,
    total_classes: totals?.classes ?? 0,
    total_present: totals?.present ?? 0,
    total_absent: totals?.absent ?? 0,
    total_pages_taught: totals?.pages ?? 0,
    reporter_id: report.reporter_id,
    reporter_name: report.reporter ? fullName(report.reporter) : null,
    created_at: new Date(report.created_at).toISOString(),
    updated_at: new Date(report.updated_at).toISOString(),
  };
}
