import { addDays, calendarToday, isoWeekday, MESSAGES, semesterWorkingDays } from '#common';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { DailyReportClass } from '../../apps/api/src/daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../../apps/api/src/daily-reports/entities/daily-report.entity.js';
import type { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { createClass, createSchool, createSemester, createUser, enrol } from './factories.js';
import { expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Daily reports over real HTTP: a complex's report of a day with its circle rows (absent always the API's), one
// report per complex and day, the rows' circles and teachers of the report's complex, the day not to come, the
// counts, the auto-fill from a day's attendance and grades, the list's filters, statistics and query budget, and
// who reaches which report (the administration and supervisors, each within their complex).

type Auth = { Authorization: string };

describe('daily reports', () => {
  let t: TestApp;
  let w: World;
  /** A second circle of complex A, taught by a second teacher of A. */
  let circleA2: { id: number };
  let teacherA2: { id: string };
  beforeAll(async () => {
    t = await startApp('daily-reports');
    w = await createWorld(t);
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id, first_name: 'معلم ثان' });
    teacherA2 = { id: teacher.id };
    circleA2 = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, name: 'حلقة أ2', teachers: [teacher] });
    // The reports below fall on days of their own choosing, today (whatever weekday it is) among them: complexes A and
    // B also keep a long semester with no weekend, so each of those days is one they study. The rule itself has a test.
    for (const school of [w.a.school, w.b.school]) {
      const open = await createSemester(t.ds, school, { start_date: '2024-01-01', end_date: '2030-12-31', withDefaultCourses: false });
      await t.ds.getRepository(Semester).update({ id: open.id }, { weekend_days: [] });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (auth: Auth, body: object) => t.http().post('/api/daily-reports').set(auth).send(body);
  const update = (auth: Auth, id: number, body: object) => t.http().put(`/api/daily-reports/${id}`).set(auth).send(body);
  const read = (auth: Auth, id: number) => t.http().get(`/api/daily-reports/${id}`).set(auth);
  const list = (auth: Auth, query: object = {}) => t.http().get('/api/daily-reports').query(query).set(auth);
  const statistics = (auth: Auth, query: object = {}) => t.http().get('/api/daily-reports/statistics/summary').query(query).set(auth);
  const autoFill = (auth: Auth, schoolId: number, date: string) => t.http().get(`/api/daily-reports/auto-fill/${schoolId}/${date}`).set(auth);
  /** A report of complex A with one row for its circle, on `report_date`. */
  const reportA = (report_date: string, fields: object = {}) => ({
    school_id: w.a.school.id,
    report_date,
    class_reports: [{ class_id: w.a.circle.id, teacher_id: w.a.teacher.id, students_enrolled: 5, students_present: 4 }],
    ...fields,
  });
  const reportCount = () => t.ds.getRepository(DailyReport).count();
  const idsOf = (res: { body: { reports: { id: number }[] } }) => res.body.reports.map((report) => report.id);

  test('a manager writes a report with rows; it reads back with absent computed by the API, never below zero', async () => {
    const res = await create(w.a.manager.auth, {
      school_id: w.a.school.id,
      report_date: '2026-03-01',
      report_notes: 'يوم حافل',
      class_reports: [
        // A wrong absent count is replaced: 10 enrolled, 7 present, so 3 absent.
        {
          class_id: w.a.circle.id,
          teacher_id: w.a.teacher.id,
          students_enrolled: 10,
          students_present: 7,
          students_absent: 99,
          pages_taught: 4,
          lesson_topic: 'سورة النبأ',
          class_notes: 'مراجعة',
        },
        // More present than enrolled (a visitor): absent is 0, not -3.
        { class_id: circleA2.id, teacher_id: teacherA2.id, students_enrolled: 5, students_present: 8, students_absent: 0, pages_taught: 2 },
      ],
    }).expect(201);
    const report = {
      id: expect.any(Number),
      school_id: w.a.school.id,
      school_name: 'مجمع أ',
      report_date: '2026-03-01',
      report_notes: 'يوم حافل',
      total_classes: 2,
      total_present: 15,
      total_absent: 3,
      total_pages_taught: 6,
      reporter_id: w.a.manager.id,
      reporter_name: expect.stringContaining('مدير أ'),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      class_reports: [
        {
          id: expect.any(Number),
          class_id: w.a.circle.id,
          class_name: 'حلقة أ',
          teacher_id: w.a.teacher.id,
          teacher_name: expect.stringContaining('معلم أ'),
          students_enrolled: 10,
          students_present: 7,
          students_absent: 3,
          pages_taught: 4,
          lesson_topic: 'سورة النبأ',
          class_notes: 'مراجعة',
        },
        {
          id: expect.any(Number),
          class_id: circleA2.id,
          class_name: 'حلقة أ2',
          teacher_id: teacherA2.id,
          teacher_name: expect.stringContaining('معلم ثان'),
          students_enrolled: 5,
          students_present: 8,
          students_absent: 0,
          pages_taught: 2,
          lesson_topic: null,
          class_notes: null,
        },
      ],
    };
    expect(res.body).toEqual({ message: MESSAGES.dailyReports.created, report });
    const id = res.body.report.id as number;
    expect((await read(w.a.manager.auth, id).expect(200)).body).toEqual({ report });
    // The supervisor of the complex reads it too; the list carries its totals.
    expect((await read(w.a.supervisor.auth, id).expect(200)).body.report.id).toBe(id);
    const { class_reports: _rows, ...listed } = report;
    expect((await list(w.a.supervisor.auth, { date_from: '2026-03-01', date_to: '2026-03-01' }).expect(200)).body).toEqual({ reports: [{ ...listed, id }] });
    expect(await t.ds.getRepository(DailyReportClass).findBy({ report_id: id })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ class_id: w.a.circle.id, students_absent: 3 }),
        expect.objectContaining({ class_id: circleA2.id, students_absent: 0 }),
      ]),
    );
    // Rows are optional: a report of notes alone.
    const bare = await create(w.a.supervisor.auth, { school_id: w.a.school.id, report_date: '2026-03-02' }).expect(201);
    expect(bare.body.report).toEqual(
      expect.objectContaining({ total_classes: 0, total_present: 0, report_notes: null, class_reports: [], reporter_id: w.a.supervisor.id }),
    );
  });

  test('a PUT replaces the fields and the rows and keeps the reporter; absent is computed again', async () => {
    const { body } = await create(w.a.manager.auth, reportA('2026-03-05', { report_notes: 'قبل' })).expect(201);
    const id = body.report.id as number;
    const res = await update(w.a.supervisor.auth, id, {
      school_id: w.a.school.id,
      report_date: '2026-03-06',
      report_notes: 'بعد',
      class_reports: [{ class_id: circleA2.id, students_enrolled: 6, students_present: 2, students_absent: 1, pages_taught: 3 }],
    }).expect(200);
    expect(res.body).toEqual({
      message: MESSAGES.dailyReports.updated,
      report: expect.objectContaining({
        id,
        report_date: '2026-03-06',
        report_notes: 'بعد',
        reporter_id: w.a.manager.id,
        total_classes: 1,
        total_present: 2,
        total_absent: 4,
        total_pages_taught: 3,
        class_reports: [
          expect.objectContaining({
            class_id: circleA2.id,
            teacher_id: null,
            teacher_name: null,
            students_enrolled: 6,
            students_present: 2,
            students_absent: 4,
          }),
        ],
      }),
    });
    expect(await t.ds.getRepository(DailyReportClass).findBy({ report_id: id })).toHaveLength(1);
  });

  test('the day: not after today, required with the complex; the counts: whole numbers from 0 to 10000', async () => {
    const before = await reportCount();
    const today = calendarToday();
    for (const day of [addDays(today, 1), addDays(today, 400)]) {
      const res = await create(w.a.manager.auth, reportA(day));
      expectInvalid(res, 'report_date', MESSAGES.dailyReports.futureDate);
      expect(res.body.error).toBe(MESSAGES.dailyReports.futureDate);
    }
    expectInvalid(await create(w.a.manager.auth, reportA('2026-02-30')), 'report_date', MESSAGES.validation.invalidDate);
    for (const field of ['school_id', 'report_date']) {
      expectInvalid(await create(w.a.manager.auth, reportA('2026-03-20', { [field]: undefined })), field, MESSAGES.dailyReports.schoolAndDateRequired);
    }
    const missing = await create(w.a.manager.auth, { report_notes: 'بلا مجمع ولا تاريخ' });
    expect(missing.body.details).toEqual(
      expect.arrayContaining([
        { path: 'school_id', msg: MESSAGES.dailyReports.schoolAndDateRequired },
        { path: 'report_date', msg: MESSAGES.dailyReports.schoolAndDateRequired },
      ]),
    );
    for (const field of ['students_enrolled', 'students_present', 'pages_taught']) {
      for (const value of [-1, 1.5, 10_001, '3']) {
        const res = await create(w.a.manager.auth, reportA('2026-03-20', { class_reports: [{ class_id: w.a.circle.id, [field]: value }] }));
        expectInvalid(res, `class_reports.0.${field}`, MESSAGES.dailyReports.count);
      }
    }
    // The second row's path names the second row.
    const second = await create(
      w.a.manager.auth,
      reportA('2026-03-20', { class_reports: [{ class_id: w.a.circle.id }, { class_id: circleA2.id, students_present: -1 }] }),
    );
    expectInvalid(second, 'class_reports.1.students_present', MESSAGES.dailyReports.count);
    expect(await reportCount()).toBe(before);
    // Today itself, and the bounds of a count, are fine.
    const res = await create(
      w.a.manager.auth,
      reportA(today, { class_reports: [{ class_id: w.a.circle.id, students_enrolled: 10_000, students_present: 0, pages_taught: 0 }] }),
    ).expect(201);
    expect(res.body.report).toEqual(expect.objectContaining({ report_date: today, total_absent: 10_000 }));
    await t.http().delete(`/api/daily-reports/${res.body.report.id}`).set(w.a.manager.auth).expect(200);
  });

  test("auto-fill: one row per active circle by name, from the day's attendance marks and graded pages", async () => {
    const school = await createSchool(t.ds, { name: 'مجمع التعبئة' });
    const semester = await createSemester(t.ds, school);
    const [day, nextDay] = semesterWorkingDays(semester);
    const teacher1 = await createUser(t.ds, { role: 'teacher', school_id: school.id, first_name: 'معلم الأولى' });
    const teacher2 = await createUser(t.ds, { role: 'teacher', school_id: school.id, first_name: 'معلم الثانية' });
    const assistant = await createUser(t.ds, { role: 'teacher', school_id: school.id, first_name: 'مساعد' });
    const student = () => createUser(t.ds, { role: 'student', school_id: school.id });
    const [s1, s2, s3, s4, s5, left] = [await student(), await student(), await student(), await student(), await student(), await student()];
    // Three active enrolments and one that ended.
    const circle1 = await createClass(t.ds, { school, semester, name: 'حلقة 1', teachers: [teacher1, assistant], students: [s1, s2, s3] });
    await enrol(t.ds, left, circle1, false);
    const circle2 = await createClass(t.ds, { school, semester, name: 'حلقة 2', teachers: [teacher2], students: [s4] });
    const circle3 = await createClass(t.ds, { school, semester, name: 'حلقة 3' });
    await createClass(t.ds, { school, semester, name: 'حلقة 0 مغلقة', teachers: [teacher1], students: [s5], is_active: false });

    const mark = (circle: { id: number }, who: { id: string }, attendance_date: string, is_present: boolean) =>
      t
        .http()
        .post('/api/attendance/mark')
        .set(w.admin.auth)
        .send({ semester_id: semester.id, class_id: circle.id, student_id: who.id, attendance_date, is_present })
        .expect(200);
    await mark(circle1, s1, day, true);
    await mark(circle1, s2, day, true);
    await mark(circle1, s3, day, false);
    await mark(circle1, s3, nextDay, true);
    await mark(circle2, s4, day, false);

    const courses = await t.ds.getRepository(Course).findBy({ semester_id: semester.id });
    const memorisation = courses.find((c) => c.name.includes('حفظ'))!;
    const behaviour = courses.find((c) => c.name.includes('سلوك'))!;
    const grade = (who: { id: string }, fields: object) =>
      t
        .http()
        .post(`/api/classes/${circle1.id}/grades`)
        .set(w.admin.auth)
        .send({ student_id: who.id, grade_value: 18, max_grade: 20, grade_date: day, course_id: memorisation.id, ...fields })
        .expect(201);
    // An-Naba is pages 582 to 583 (2 pages), al-Fatiha page 1: 3 pages that day; the next day's and a grade without
    // a range add nothing.
    await grade(s1, { start_reference: '78:1', end_reference: '78:40' });
    await grade(s2, { start_reference: '1:1', end_reference: '1:7' });
    await grade(s3, { start_reference: '2:1', end_reference: '2:5', grade_date: nextDay });
    await grade(s3, { course_id: behaviour.id, grade_value: 9, max_grade: 10 });

    const { result: res, queries } = await t.measure(() => autoFill(w.admin.auth, school.id, day).expect(200));
    // The session's account, the complex's check, its semesters (is the day one it studies?), the circles with their
    // primary teacher and students, the day's marks and the day's grades: the same six however many circles.
    expect(queries).toBe(6);
    expect(res.body).toEqual({
      class_reports: [
        {
          id: null,
          class_id: circle1.id,
          class_name: 'حلقة 1',
          teacher_id: teacher1.id,
          teacher_name: expect.stringContaining('معلم الأولى'),
          students_enrolled: 3,
          students_present: 2,
          students_absent: 1,
          pages_taught: 3,
          lesson_topic: null,
          class_notes: null,
        },
        {
          id: null,
          class_id: circle2.id,
          class_name: 'حلقة 2',
          teacher_id: teacher2.id,
          teacher_name: expect.stringContaining('معلم الثانية'),
          students_enrolled: 1,
          students_present: 0,
          students_absent: 1,
          pages_taught: 0,
          lesson_topic: null,
          class_notes: null,
        },
        {
          id: null,
          class_id: circle3.id,
          class_name: 'حلقة 3',
          teacher_id: null,
          teacher_name: null,
          students_enrolled: 0,
          students_present: 0,
          students_absent: 0,
          pages_taught: 0,
          lesson_topic: null,
          class_notes: null,
        },
      ],
    });
    // The next day: s3 present, 2:1 to 2:5 on page 2 alone.
    const next = (await autoFill(w.admin.auth, school.id, nextDay).expect(200)).body.class_reports;
    expect(next[0]).toEqual(expect.objectContaining({ students_enrolled: 3, students_present: 1, students_absent: 2, pages_taught: 1 }));
    // A complex without circles has no rows; a bad day is a 400, and so is a day the complex does not study (a Friday,
    // or a day of a complex with no semester at all), rather than a row of absences; nothing was saved.
    const empty = await createSchool(t.ds, { name: 'مجمع بلا حلقات' });
    expectInvalid(await autoFill(w.admin.auth, empty.id, day), 'date', MESSAGES.calendar.notWorkingDay);
    await createSemester(t.ds, empty, { year: semester.year, start_date: semester.start_date, end_date: semester.end_date, withDefaultCourses: false });
    expect((await autoFill(w.admin.auth, empty.id, day).expect(200)).body).toEqual({ class_reports: [] });
    for (const bad of ['2026-02-30', 'yesterday', '2026-1-05'])
      expectInvalid(await autoFill(w.admin.auth, school.id, bad), 'date', MESSAGES.validation.invalidDate);
    const friday = addDays(day, (12 - isoWeekday(day)) % 7);
    expectInvalid(await autoFill(w.admin.auth, school.id, friday), 'date', MESSAGES.calendar.notWorkingDay);
    expectInvalid(await create(w.admin.auth, { school_id: school.id, report_date: friday }), 'report_date', MESSAGES.calendar.notWorkingDay);
    expect(await t.ds.getRepository(DailyReport).countBy({ school_id: school.id })).toBe(0);
    // The auto-filled rows save as a report once the answer-only fields are left out.
    const rows = res.body.class_reports.map(({ class_id, teacher_id, students_enrolled, students_present, pages_taught }: Record<string, unknown>) => ({
      class_id,
      teacher_id,
      students_enrolled,
      students_present,
      pages_taught,
    }));
    const saved = await create(w.admin.auth, { school_id: school.id, report_date: day, class_reports: rows }).expect(201);
    expect(saved.body.report).toEqual(
      expect.objectContaining({ total_classes: 3, total_present: 2, total_absent: 2, total_pages_taught: 3, reporter_id: w.admin.id }),
    );
  });

  test('the list filters by complex and days, newest first; the statistics sum the same reports', async () => {
    const b = (report_date: string, students_enrolled?: number, students_present?: number) =>
      create(w.b.supervisor.auth, {
        school_id: w.b.school.id,
        report_date,
        class_reports: students_enrolled === undefined ? [] : [{ class_id: w.b.circle.id, students_enrolled, students_present }],
      }).expect(201);
    const r1 = (await b('2025-01-10', 10, 8)).body.report.id;
    const r2 = (await b('2025-01-20', 4, 1)).body.report.id;
    // A report without students counts in the totals but not in the mean rate.
    const r3 = (await b('2025-02-05')).body.report.id;
    const a1 = (await create(w.a.manager.auth, reportA('2025-01-20')).expect(201)).body.report.id;
    const span = { date_from: '2025-01-01', date_to: '2025-02-28' };

    // Newest day first; on the same day, the later report first.
    expect(idsOf(await list(w.admin.auth, span).expect(200))).toEqual([r3, a1, r2, r1]);
    expect(idsOf(await list(w.admin.auth, { ...span, school_id: w.b.school.id }).expect(200))).toEqual([r3, r2, r1]);
    expect(idsOf(await list(w.admin.auth, { ...span, school_id: w.a.school.id }).expect(200))).toEqual([a1]);
    expect(idsOf(await list(w.b.manager.auth, { date_from: '2025-01-15', date_to: '2025-02-28' }).expect(200))).toEqual([r3, r2]);
    expect(idsOf(await list(w.b.manager.auth, { date_from: '2025-01-01', date_to: '2025-01-20' }).expect(200))).toEqual([r2, r1]);
    expect(idsOf(await list(w.b.manager.auth, { date_from: '2025-01-11', date_to: '2025-01-20' }).expect(200))).toEqual([r2]);
    expect(idsOf(await list(w.b.manager.auth, { date_from: '2025-01-21', date_to: '2025-02-04' }).expect(200))).toEqual([]);
    const listed = (await list(w.b.supervisor.auth, span).expect(200)).body.reports;
    expect(listed.map((r: { report_date: string }) => r.report_date)).toEqual(['2025-02-05', '2025-01-20', '2025-01-10']);
    expect(listed[2]).toEqual(
      expect.objectContaining({ school_name: 'مجمع ب', total_classes: 1, total_present: 8, total_absent: 2, reporter_id: w.b.supervisor.id }),
    );

    // Rates 80 and 25: a mean of 52.5.
    const onlyB = { ...span, school_id: w.b.school.id };
    expect((await statistics(w.admin.auth, onlyB).expect(200)).body).toEqual({
      total_reports: 3,
      total_present: 9,
      total_absent: 5,
      avg_attendance_rate: 52.5,
    });
    expect((await statistics(w.b.supervisor.auth, span).expect(200)).body).toEqual({
      total_reports: 3,
      total_present: 9,
      total_absent: 5,
      avg_attendance_rate: 52.5,
    });
    expect((await statistics(w.b.manager.auth, { date_from: '2025-01-15', date_to: '2025-02-28' }).expect(200)).body).toEqual({
      total_reports: 2,
      total_present: 1,
      total_absent: 3,
      avg_attendance_rate: 25,
    });
    expect((await statistics(w.b.manager.auth, { date_from: '2025-02-01', date_to: '2025-02-28' }).expect(200)).body).toEqual({
      total_reports: 1,
      total_present: 0,
      total_absent: 0,
      avg_attendance_rate: 0,
    });
    // Complex A's report of the span (4 present of 5, rate 80) joins for the admin: (80 + 25 + 80) / 3 = 61.7.
    expect((await statistics(w.admin.auth, span).expect(200)).body).toEqual({
      total_reports: 4,
      total_present: 13,
      total_absent: 6,
      avg_attendance_rate: 61.7,
    });
    // Complex B's manager filtering on complex A finds nothing, like a missing complex.
    expect((await list(w.b.manager.auth, { ...span, school_id: w.a.school.id }).expect(200)).body).toEqual({ reports: [] });
    expect((await statistics(w.b.manager.auth, { ...span, school_id: w.a.school.id }).expect(200)).body).toEqual({
      total_reports: 0,
      total_present: 0,
      total_absent: 0,
      avg_attendance_rate: 0,
    });
    expectInvalid(await list(w.admin.auth, { date_from: '2025-13-01' }), 'date_from', MESSAGES.validation.invalidDate);
    expectInvalid(await statistics(w.admin.auth, { date_to: 'tomorrow' }), 'date_to', MESSAGES.validation.invalidDate);
  });

  test('the list of 30 reports answers in as many queries as for 3', async () => {
    const school: School = await createSchool(t.ds, { name: 'مجمع العد' });
    const circle = await createClass(t.ds, { school, semester: null, name: 'حلقة العد' });
    let n = 0;
    const add = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const report = await t.ds
          .getRepository(DailyReport)
          .insert({ school_id: school.id, report_date: addDays('2024-01-01', n++), report_notes: null, reporter_id: w.admin.id });
        await t.ds.getRepository(DailyReportClass).insert({
          report_id: report.identifiers[0].id as number,
          class_id: circle.id,
          students_enrolled: 5,
          students_present: 3,
          students_absent: 2,
          pages_taught: 1,
        });
      }
    };
    const query = { school_id: school.id };
    await add(3);
    const few = await t.measure(() => list(w.admin.auth, query).expect(200));
    await add(27);
    const many = await t.measure(() => list(w.admin.auth, query).expect(200));
    expect(many.result.body.reports).toHaveLength(30);
    expect(many.result.body.reports[0]).toEqual(
      expect.objectContaining({ report_date: addDays('2024-01-01', 29), total_classes: 1, total_present: 3, total_absent: 2, total_pages_taught: 1 }),
    );
    expect(many.queries).toBe(few.queries);
    // The session's account, the reports and their rows' totals.
    expect(many.queries).toBe(3);
    const counted = await t.measure(() => statistics(w.admin.auth, query).expect(200));
    expect(counted.result.body).toEqual({ total_reports: 30, total_present: 90, total_absent: 60, avg_attendance_rate: 60 });
    expect(counted.queries).toBe(3);
  });

  test("scoping: complex A's manager and supervisor find nothing of complex B; other roles are refused", async () => {
    const own = (await create(w.a.manager.auth, reportA('2026-04-01')).expect(201)).body.report.id as number;
    const theirs = (
      await create(w.b.manager.auth, { school_id: w.b.school.id, report_date: '2026-04-01', class_reports: [{ class_id: w.b.circle.id }] }).expect(201)
    ).body.report.id as number;
    const bBody = { school_id: w.b.school.id, report_date: '2026-04-02', class_reports: [] };
    for (const who of [w.a.manager, w.a.supervisor]) {
      expectNotFound(await read(who.auth, theirs), MESSAGES.dailyReports.notFound);
      expectNotFound(await update(who.auth, theirs, bBody), MESSAGES.dailyReports.notFound);
      // Moving it into complex A does not reach it either.
      expectNotFound(await update(who.auth, theirs, reportA('2026-04-03')), MESSAGES.dailyReports.notFound);
      expectNotFound(await t.http().delete(`/api/daily-reports/${theirs}`).set(who.auth), MESSAGES.dailyReports.notFound);
      expectNotFound(await autoFill(who.auth, w.b.school.id, '2026-04-01'), MESSAGES.schools.notFound);
      expectNotFound(await create(who.auth, bBody), MESSAGES.schools.notFound);
      // Nor may they move their own report into complex B.
      expectNotFound(await update(who.auth, own, bBody), MESSAGES.schools.notFound);
      const ids = idsOf(await list(who.auth).expect(200));
      expect(ids).toContain(own);
      expect(ids).not.toContain(theirs);
      expect((await autoFill(who.auth, w.a.school.id, '2026-04-01').expect(200)).body.class_reports.map((row: { class_id: number }) => row.class_id)).toEqual(
        expect.arrayContaining([w.a.circle.id, circleA2.id]),
      );
    }
    expect((await read(w.b.supervisor.auth, theirs).expect(200)).body.report).toEqual(
      expect.objectContaining({ id: theirs, school_id: w.b.school.id, report_date: '2026-04-01' }),
    );
    expect(await t.ds.getRepository(DailyReport).existsBy({ id: theirs })).toBe(true);
    expect(idsOf(await list(w.admin.auth).expect(200))).toEqual(expect.arrayContaining([own, theirs]));
    expectNotFound(await read(w.admin.auth, 999_999), MESSAGES.dailyReports.notFound);

    // Teachers, parents and students have no daily reports at all, their own complex's neither.
    for (const who of [w.a.teacher, w.a.parent, w.a.student]) {
      for (const res of [
        await list(who.auth),
        await statistics(who.auth),
        await read(who.auth, own),
        await autoFill(who.auth, w.a.school.id, '2026-04-01'),
        await create(who.auth, reportA('2026-04-05')),
        await update(who.auth, own, reportA('2026-04-01')),
        await t.http().delete(`/api/daily-reports/${own}`).set(who.auth),
      ]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
      }
    }
    expect((await t.http().get('/api/daily-reports')).status).toBe(401);
    expect(await t.ds.getRepository(DailyReport).existsBy({ id: own })).toBe(true);
  });

  test('a delete takes the report and its rows; it is missing afterwards', async () => {
    const id = (await create(w.a.supervisor.auth, reportA('2026-04-10')).expect(201)).body.report.id as number;
    const res = await t.http().delete(`/api/daily-reports/${id}`).set(w.a.supervisor.auth).expect(200);
    expect(res.body).toEqual({ message: MESSAGES.dailyReports.deleted });
    expect(await t.ds.getRepository(DailyReportClass).countBy({ report_id: id })).toBe(0);
    expectNotFound(await read(w.a.manager.auth, id), MESSAGES.dailyReports.notFound);
    expectNotFound(await t.http().delete(`/api/daily-reports/${id}`).set(w.a.manager.auth), MESSAGES.dailyReports.notFound);
    expect(idsOf(await list(w.a.manager.auth).expect(200))).not.toContain(id);
    // The day is free again.
    await create(w.a.manager.auth, reportA('2026-04-10')).expect(201);
    // A path that is no id names nothing.
    expectNotFound(await t.http().get('/api/daily-reports/abc').set(w.a.manager.auth), MESSAGES.errors.notFound);
  });
});
