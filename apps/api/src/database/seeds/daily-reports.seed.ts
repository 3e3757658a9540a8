import { calendarToday, semesterWorkingDays } from '#common';
import { presentCountsOn } from '../../attendance/attendance.queries.js';
import { activeClassesWithPrimaryOf, type ActiveClassWithPrimary } from '../../classes/class.queries.js';
import { DailyReportClass } from '../../daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { pagesGradedOn } from '../../grading/grade.queries.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { bulkInsert, insertMany, type DemoComplex, type Seed } from './context.js';

/** The share of working days a complex reports on (a day now and then is missed). */
const REPORTED_SHARE = 0.9;

const TOPICS = [
  'مراجعة جزء عم',
  'تسميع الحفظ الجديد',
  'أحكام النون الساكنة والتنوين',
  'أحكام المدود',
  'مراجعة ما حُفظ هذا الأسبوع',
  'تصحيح التلاوة ومخارج الحروف',
];
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
    const complexes: { complex: DemoComplex; days: string[]; circles: ActiveClassWithPrimary[] }[] = [];
    for (const complex of ctx.complexes) {
      const semesters = await em.getRepository(Semester).findBy({ school_id: complex.school.id });
      const current = semesters.find((semester) => semester.start_date <= today && today <= semester.end_date);
      if (!current) continue;
      const days = semesterWorkingDays(current).filter((day) => day < today);
      complexes.push({ complex, days, circles: await activeClassesWithPrimaryOf(em, complex.school.id) });
    }
    const ids = complexes.flatMap(({ circles }) => circles.map((circle) => circle.id));
    const allDays = [...new Set(complexes.flatMap((entry) => entry.days))];
    const [present, pages] = await Promise.all([presentCountsOn(em, ids, allDays), pagesGradedOn(em, ids, allDays)]);

    const reports: DailyReport[] = [];
    const rows: { report: DailyReport; row: DailyReportClass }[] = [];
    for (const { complex, days, circles } of complexes) {
      const reporter = complex.supervisors[0] ?? complex.manager;
      for (const day of days) {
        if (!random.chance(REPORTED_SHARE)) continue;
        const report = { school_id: complex.school.id, report_date: day, report_notes: random.pick(NOTES), reporter_id: reporter.id } as DailyReport;
        reports.push(report);
        for (const circle of circles) {
          const students = circle.students;
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
      (await em.getRepository(DailyReport).find({ select: { id: true, school_id: true, report_date: true } })).map((r) => [
        `${r.school_id}|${r.report_date}`,
        r.id,
      ]),
    );
    await bulkInsert(
      em,
      DailyReportClass,
      rows.map(({ report, row }) => ({ ...row, report_id: reportIds.get(`${report.school_id}|${report.report_date}`)! })),
    );
    return `${reports.length} daily reports, ${rows.length} circle rows`;
  },
};
