import { addDays, calendarToday, MESSAGES } from '#common';
import { refusal, useSpecWorld } from '../access/rules/spec-world.js';
import { Semester } from '../semesters/entities/semester.entity.js';
import { DailyReportClass } from './entities/daily-report-class.entity.js';
import { DailyReport } from './entities/daily-report.entity.js';
import { DailyReportsService } from './daily-reports.service.js';
import type { SaveDailyReportDto } from './dto/daily-report.dto.js';

// The service tier: the daily reports' own rules, on the spec world's in-memory database with the real access
// service, without HTTP. The routes, the DTO rules and the answers' shape are the API suite's.

describe('daily reports service', () => {
  const w = useSpecWorld();
  const service = () => new DailyReportsService(w.ds, w.access);
  const reportOf = (school: number, report_date: string, class_reports: SaveDailyReportDto['class_reports'] = []): SaveDailyReportDto => ({
    school_id: school,
    report_date,
    class_reports,
  });
  const counts = async () => ({ reports: await w.ds.getRepository(DailyReport).count(), rows: await w.ds.getRepository(DailyReportClass).count() });

  it('one report per complex and day: a second one, and a move onto another report’s day, are conflicts', async () => {
    const { a, b } = w;
    const first = (await service().create(a.manager, reportOf(a.school, '2026-08-23', [{ class_id: a.circle, teacher_id: a.teacher.id }]))).report.id;
    const before = await counts();
    expect(await refusal(service().create(a.supervisor, reportOf(a.school, '2026-08-23')))).toEqual({
      status: 409,
      error: MESSAGES.dailyReports.alreadyExists,
    });
    expect(await counts()).toEqual(before);
    // Another complex reports on the same day.
    await service().create(b.manager, reportOf(b.school, '2026-08-23'));

    const second = (await service().create(a.manager, reportOf(a.school, '2026-08-24'))).report.id;
    expect(await refusal(service().update(a.manager, second, { ...reportOf(a.school, '2026-08-23'), report_notes: 'نقل' }))).toEqual({
      status: 409,
      error: MESSAGES.dailyReports.alreadyExists,
    });
    expect((await service().findOne(a.manager, second)).report).toEqual(expect.objectContaining({ report_date: '2026-08-24', report_notes: null }));
    // Saving a report on its own day is no conflict.
    await service().update(a.manager, first, { ...reportOf(a.school, '2026-08-23', [{ class_id: a.circle }]), report_notes: 'تعديل' });
  });

  it('rows: each circle once, circles and teachers of the report’s complex only; nothing is written otherwise', async () => {
    const { a, b } = w;
    const row = { class_id: a.circle, teacher_id: a.teacher.id, students_enrolled: 3, students_present: 3 };
    const before = await counts();
    const refused = (rows: SaveDailyReportDto['class_reports']) => refusal(service().create(a.manager, reportOf(a.school, '2026-08-25', rows)));

    expect(await refused([row, { class_id: a.otherCircle }, { ...row, teacher_id: null }])).toEqual({
      status: 400,
      error: MESSAGES.dailyReports.duplicateClass,
      details: [{ path: 'class_reports.2.class_id', msg: MESSAGES.dailyReports.duplicateClass }],
    });
    const classNotInSchool = { status: 404, error: MESSAGES.dailyReports.classNotInSchool };
    const teacherNotInSchool = { status: 404, error: MESSAGES.dailyReports.teacherNotInSchool };
    expect(await refused([row, { class_id: b.circle }])).toEqual(classNotInSchool);
    expect(await refused([{ class_id: 999_999 }])).toEqual(classNotInSchool);
    expect(await refused([{ ...row, teacher_id: b.teacher.id }])).toEqual(teacherNotInSchool);
    // A person of the complex who is no teacher is no teacher of it.
    expect(await refused([{ ...row, teacher_id: a.supervisor.id }])).toEqual(teacherNotInSchool);
    expect(await counts()).toEqual(before);

    // The same holds for an update: the report keeps its rows.
    const id = (await service().create(a.manager, reportOf(a.school, '2026-08-26', [{ ...row, students_enrolled: 5 }]))).report.id;
    const update = (rows: SaveDailyReportDto['class_reports']) => refusal(service().update(a.manager, id, reportOf(a.school, '2026-08-26', rows)));
    expect(await update([{ class_id: b.circle }])).toEqual(classNotInSchool);
    expect(await update([{ ...row, teacher_id: b.teacher.id }])).toEqual(teacherNotInSchool);
    expect((await update([row, row]))?.status).toBe(400);
    expect((await service().findOne(a.manager, id)).report.class_reports).toEqual([expect.objectContaining({ class_id: a.circle, students_enrolled: 5 })]);
  });

  it('the day is never one to come; another complex’s report is missing, as is a missing one', async () => {
    const { a, b } = w;
    const tomorrow = addDays(calendarToday(), 1);
    expect(await refusal(service().create(a.manager, reportOf(a.school, tomorrow)))).toEqual({
      status: 400,
      error: MESSAGES.dailyReports.futureDate,
      details: [{ path: 'report_date', msg: MESSAGES.dailyReports.futureDate }],
    });
    const theirs = (await service().create(b.manager, reportOf(b.school, '2026-09-01'))).report.id;
    const missing = await refusal(service().findOne(a.manager, 999_999));
    expect(missing?.status).toBe(404);
    for (const attempt of [
      service().findOne(a.manager, theirs),
      service().remove(a.supervisor, theirs),
      service().create(a.manager, reportOf(b.school, '2026-09-02')),
    ]) {
      expect(await refusal(attempt)).toEqual(expect.objectContaining({ status: 404 }));
    }
    expect(await w.ds.getRepository(DailyReport).existsBy({ id: theirs })).toBe(true);
  });

  it('the day is one the complex studies: a weekend day, a holiday or a day outside its semesters is refused, its auto-fill too', async () => {
    const { a } = w;
    await w.ds.getRepository(Semester).update({ id: a.semester }, { vacation_days: ['2026-09-01'] });
    const notWorking = (path: string) => ({ status: 400, error: MESSAGES.calendar.notWorkingDay, details: [{ path, msg: MESSAGES.calendar.notWorkingDay }] });
    const before = await counts();
    // A Friday, a holiday, the day before the semester.
    for (const day of ['2026-08-28', '2026-09-01', '2026-08-19']) {
      expect(await refusal(service().create(a.manager, reportOf(a.school, day)))).toEqual(notWorking('report_date'));
      expect(await refusal(service().autoFill(a.manager, a.school, day))).toEqual(notWorking('date'));
    }
    expect(await counts()).toEqual(before);
    const id = (await service().create(a.manager, reportOf(a.school, '2026-09-02'))).report.id;
    expect(await refusal(service().update(a.manager, id, reportOf(a.school, '2026-08-28')))).toEqual(notWorking('report_date'));
    // A day made a holiday after its report was written: the report is still edited on its own day.
    await w.ds.getRepository(Semester).update({ id: a.semester }, { vacation_days: ['2026-09-01', '2026-09-02'] });
    await service().update(a.manager, id, { ...reportOf(a.school, '2026-09-02'), report_notes: 'تعديل' });
    expect((await service().autoFill(a.manager, a.school, '2026-09-03')).class_reports).toHaveLength(2);
  });
});
