import type { EntityManager } from 'typeorm';
import { gradedRangePages } from '#quran';
import { calendarToday, semesterWorkingDays } from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { activeClassesWithPrimaryOf, activeStudentCountsOf } from '../../classes/class.queries.js';
import { DailyReportClass } from '../../daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { Grade } from '../../grading/entities/grade.entity.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { bulkInsert, insertMany, type DemoComplex, type Seed } from './context.js';

/** The share of working days a complex reports on (a day now and then is missed). */
const REPORTED_SHARE = 0.9;

const TOPICS = ['مراجعة جزء عم', 'تسميع الحفظ الجديد', 'أحكام النون الساكنة والتنوين', 'أحكام المدود', 'مراجعة ما حُفظ هذا الأسبوع', 'تصحيح التلاوة ومخارج الحروف'];
const NOTES = ['انتظام جيد في الحلقة', 'غياب بعض الطلاب لظروف الاختبارات', 'تفاعل ممتاز مع الدرس', null, null];
const CLASS_NOTES = ['طالب جديد انضم إلى الحلقة', 'اختبار شهري في الحفظ', 'تسميع جماعي لسورة الملك', 'تأخر بدء الحلقة بسبب الصلاة'];

/**
 * Daily reports of each complex on most working days of its current semester up to yesterday, written by its
 * supervisor (else its manager), with a row per active circle filled as the auto-fill would: enrolled students,
 * those the seeded attendance marked present (absent is the API's max(0, enrolled - present)), and the pages of the
 * seeded grades of that day. What the auto-fill reads day by day is read here once for every circle and day.
 */
export const dailyReportsSeed: Seed = {
  name: 'daily reports',
  async run(em, ctx) {
    const random = ctx.random('daily-reports');
    const today = calendarToday();
    const complexes: { complex: DemoComplex; days: string[]; circles: { id: number; teacher_id: string | null }[] }[] = [];
    for (const complex of ctx.complexes) {
      const semesters = await em.getRepository(Semester).findBy({ school_id: complex.school.id });
      const current = semesters.find((semester) => semester.start_date <= today && today <= semester.end_date);
      if (!current) continue;
      const days = semesterWorkingDays(current).filter((day) => day < today);
      complexes.push({ complex, days, circles: await activeClassesWithPrimaryOf(em, complex.school.id) });
    }
    const ids = complexes.flatMap(({ circles }) => circles.map((circle) => circle.id));
    const [enrolled, present, pages] = await Promise.all([activeStudentCountsOf(em, ids), presentCounts(em, ids), gradedPages(em, ids)]);

    const reports: DailyReport[] = [];
    const rows: { report: DailyReport; row: DailyReportClass }[] = [];
    for (const { complex, days, circles } of complexes) {
      const reporter = complex.supervisors[0] ?? complex.manager;
      for (const day of days) {
        if (!random.chance(REPORTED_SHARE)) continue;
        const report = { school_id: complex.school.id, report_date: day, report_notes: random.pick(NOTES), reporter_id: reporter.id } as DailyReport;
        reports.push(report);
        for (const circle of circles) {
          const students = enrolled.get(circle.id) ?? 0;
          const came = present.get(`${circle.id}|${day}`) ?? 0;
          rows.push({
            report,
            row: {
              class_id: circle.id,
              teacher_id: circle.teacher_id,
              students_enrolled: students,
              students_present: came,
              students_absent: Math.max(0, students - came),
              pages_taught: pages.get(`${circle.id}|${day}`) ?? 0,
              lesson_topic: random.pick(TOPICS),
              class_notes: random.chance(0.05) ? random.pick(CLASS_NOTES) : null,
            } as DailyReportClass,
          });
        }
      }
    }
    await insertMany(em, DailyReport, reports);
    // The reports' ids, read back in one query: a multi-row insert does not hand them out.
    const reportIds = new Map(
      (await em.getRepository(DailyReport).find({ select: { id: true, school_id: true, report_date: true } })).map((r) => [`${r.school_id}|${r.report_date}`, r.id]),
    );
    await bulkInsert(
      em,
      DailyReportClass,
      rows.map(({ report, row }) => ({ ...row, report_id: reportIds.get(`${report.school_id}|${report.report_date}`)! })),
    );
    return `${reports.length} daily reports, ${rows.length} circle rows`;
  },
};

/** How many of each circle were marked present on each day, by `classId|date`. */
async function presentCounts(em: EntityManager, classIds: number[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await em
    .getRepository(Attendance)
    .createQueryBuilder('mark')
    .select(['mark.class_id AS class_id', 'mark.attendance_date AS day', 'COUNT(*) AS present'])
    .where('mark.class_id IN (:...classIds)', { classIds })
    .andWhere('mark.is_present = :present', { present: true })
    .groupBy('mark.class_id')
    .addGroupBy('mark.attendance_date')
    .getRawMany<{ class_id: number | string; day: string; present: number | string }>();
  return new Map(rows.map((row) => [`${row.class_id}|${row.day}`, Number(row.present)]));
}

/** The pages each circle's grades covered on each day, by `classId|date` (as the auto-fill counts them). */
async function gradedPages(em: EntityManager, classIds: number[]): Promise<Map<string, number>> {
  const pages = new Map<string, number>();
  if (classIds.length === 0) return pages;
  const rows = await em
    .getRepository(Grade)
    .createQueryBuilder('grade')
    .select(['grade.class_id AS class_id', 'grade.grade_date AS day', 'grade.start_reference AS start_reference', 'grade.end_reference AS end_reference'])
    .where('grade.class_id IN (:...classIds)', { classIds })
    .andWhere('grade.start_reference IS NOT NULL')
    .getRawMany<{ class_id: number | string; day: string; start_reference: string | null; end_reference: string | null }>();
  for (const row of rows) {
    const range = gradedRangePages(row);
    const key = `${row.class_id}|${row.day}`;
    if (range) pages.set(key, (pages.get(key) ?? 0) + range.endPage - range.startPage + 1);
  }
  return pages;
}
