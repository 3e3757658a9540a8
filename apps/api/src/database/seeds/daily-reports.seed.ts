import { calendarToday, semesterWorkingDays } from '#common';
import { presentCountsOn } from '../../attendance/attendance.queries.js';
import { activeClassesWithPrimaryOf, activeStudentCountsOf } from '../../classes/class.queries.js';
import { DailyReportClass } from '../../daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { pagesGradedOn } from '../../grading/grade.queries.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { insertMany, type Seed } from './context.js';

/** How many of the latest working days each complex reports on (a day now and then is missed). */
const REPORTED_DAYS = 10;

const TOPICS = ['مراجعة جزء عم', 'تسميع الحفظ الجديد', 'أحكام النون الساكنة والتنوين', 'أحكام المدود', 'مراجعة ما حُفظ هذا الأسبوع', 'تصحيح التلاوة ومخارج الحروف'];
const NOTES = ['انتظام جيد في الحلقة', 'غياب بعض الطلاب لظروف الاختبارات', 'تفاعل ممتاز مع الدرس', null, null];

/**
 * Daily reports of each complex over the latest working days of its current semester up to yesterday, written by
 * its supervisor (else its manager), with a row per active circle filled as the auto-fill would: enrolled students,
 * those the seeded attendance marked present, and the pages of the seeded grades of that day.
 */
export const dailyReportsSeed: Seed = {
  name: 'daily reports',
  async run(em, ctx) {
    const random = ctx.random('daily-reports');
    const today = calendarToday();
    let reports = 0;
    const rows: DailyReportClass[] = [];
    for (const complex of ctx.complexes) {
      const semesters = await em.getRepository(Semester).findBy({ school_id: complex.school.id });
      const current = semesters.find((semester) => semester.start_date <= today && today <= semester.end_date);
      if (!current) continue;
      const days = semesterWorkingDays(current)
        .filter((day) => day < today)
        .slice(-REPORTED_DAYS);
      const circles = await activeClassesWithPrimaryOf(em, complex.school.id);
      const ids = circles.map((circle) => circle.id);
      const enrolled = await activeStudentCountsOf(em, ids);
      const reporter = complex.supervisors[0] ?? complex.manager;
      for (const day of days) {
        if (!random.chance(0.85)) continue;
        const [present, pages] = await Promise.all([presentCountsOn(em, ids, day), pagesGradedOn(em, ids, day)]);
        const { identifiers } = await em.getRepository(DailyReport).insert({ school_id: complex.school.id, report_date: day, report_notes: random.pick(NOTES), reporter_id: reporter.id });
        reports++;
        for (const circle of circles) {
          const students = enrolled.get(circle.id) ?? 0;
          const came = present.get(circle.id) ?? 0;
          rows.push(
            em.create(DailyReportClass, {
              report_id: identifiers[0].id as number,
              class_id: circle.id,
              teacher_id: circle.teacher_id,
              students_enrolled: students,
              students_present: came,
              students_absent: Math.max(0, students - came),
              pages_taught: pages.get(circle.id) ?? 0,
              lesson_topic: random.pick(TOPICS),
              class_notes: random.chance(0.2) ? 'طالب جديد انضم إلى الحلقة' : null,
            }),
          );
        }
      }
    }
    await insertMany(em, DailyReportClass, rows);
    return `${reports} daily reports, ${rows.length} circle rows`;
  },
};
