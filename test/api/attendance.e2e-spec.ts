import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { InsertQueryBuilder, Repository } from 'typeorm';
import { MESSAGES, semesterWorkingDays } from '#common';
import { Attendance } from '../../apps/api/src/attendance/entities/attendance.entity.js';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { Grade } from '../../apps/api/src/grading/entities/grade.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { createClass, createSemester, createUser, enrol } from './factories.js';
import { expectErrorShape, expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Attendance over real HTTP: who marks where, the working-day rule, one row per cell (twice, and from two sessions
// at once), the grid and its query budget, a student's records, the comprehensive grading table's attendance
// columns and the platform admins' repair after a calendar change.

describe('attendance', () => {
  let t: TestApp;
  let w: World;
  /** The working days of complex A's semester, ascending. */
  let daysA: string[];
  let semesterA: Semester;
  beforeAll(async () => {
    t = await startApp('attendance');
    w = await createWorld(t);
    semesterA = await t.ds.getRepository(Semester).findOneByOrFail({ id: w.a.semester.id });
    daysA = semesterWorkingDays(semesterA);
  });
  afterAll(async () => {
    await t.close();
  });

  const mark = (auth: { Authorization: string }, body: object) => t.http().post('/api/attendance/mark').set(auth).send(body);
  /** A mark of complex A's student in their circle, on the first working day unless told. */
  const cell = (fields: object = {}) => ({
    semester_id: w.a.semester.id,
    class_id: w.a.circle.id,
    student_id: w.a.student.id,
    attendance_date: daysA[0],
    is_present: true,
    ...fields,
  });
  const rowsOf = (where: { student_id?: string; class_id?: number; attendance_date?: string }) => t.ds.getRepository(Attendance).findBy(where);

  test('the teacher marks a student of their circle present; the mark reads back in the grid and the records', async () => {
    const res = await mark(w.a.teacher.auth, cell({ notes: 'حضر مبكرًا' })).expect(200);
    expect(res.body).toEqual({
      message: MESSAGES.attendance.markedPresent,
      attendance: expect.objectContaining({
        student_id: w.a.student.id,
        class_id: w.a.circle.id,
        class_name: 'حلقة أ',
        semester_id: w.a.semester.id,
        attendance_date: daysA[0],
        date: daysA[0],
        status: 'present',
        is_present: true,
        is_explicit: true,
        notes: 'حضر مبكرًا',
        marked_by: w.a.teacher.id,
      }),
    });
    const grid = (await t.http().get(`/api/attendance/semester/${w.a.semester.id}/class/${w.a.circle.id}`).set(w.a.teacher.auth).expect(200)).body;
    expect(grid.semester).toEqual(expect.objectContaining({ id: w.a.semester.id, name: expect.stringMatching(/^الفصل/) }));
    expect(grid.working_days).toHaveLength(daysA.length);
    expect(grid.working_days[0]).toEqual({ date: daysA[0], day_name: expect.stringMatching(/[\u0600-\u06FF]/) });
    const row = grid.students.find((s: { student_id: string }) => s.student_id === w.a.student.id);
    expect(row.attendance[0]).toEqual({ date: daysA[0], status: 'present', is_present: true, is_explicit: true, notes: 'حضر مبكرًا' });
    expect(row.attendance[1]).toEqual({ date: daysA[1], status: 'unknown', is_present: null, is_explicit: false, notes: null });
    expect(row.statistics).toEqual({
      total_working_days: daysA.length,
      recorded_days: 1,
      present_days: 1,
      absent_days: 0,
      unrecorded_days: daysA.length - 1,
      attendance_rate: 100,
    });
    const records = (await t.http().get(`/api/attendance/student/${w.a.student.id}`).set(w.a.parent.auth).expect(200)).body;
    expect(records.attendance).toEqual([expect.objectContaining({ date: daysA[0], is_present: true, class_name: 'حلقة أ' })]);
    expect(records.percentage).toBe(100);
  });

  test('marking the same cell again changes it: one row, absent now', async () => {
    const day = daysA[1];
    await mark(w.a.teacher.auth, cell({ attendance_date: day })).expect(200);
    const again = await mark(w.a.manager.auth, cell({ attendance_date: day, is_present: false })).expect(200);
    expect(again.body.message).toBe(MESSAGES.attendance.markedAbsent);
    const rows = await rowsOf({ student_id: w.a.student.id, attendance_date: day });
    expect(rows).toEqual([expect.objectContaining({ is_present: false, marked_by: w.a.manager.id })]);
    expect(again.body.attendance.id).toBe(rows[0].id);
  });

  test('two sessions marking the same cell at once leave one row', async () => {
    const second = await t.login(w.a.teacher.id, w.a.teacher.password);
    const sessions = [w.a.teacher.auth, { Authorization: `Bearer ${second}` }, w.a.manager.auth];
    for (const day of daysA.slice(2, 5)) {
      const answers = await Promise.all(sessions.map((auth, i) => mark(auth, cell({ attendance_date: day, is_present: i % 2 === 0 }))));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(await rowsOf({ student_id: w.a.student.id, class_id: w.a.circle.id, attendance_date: day })).toHaveLength(1);
    }
    // However the requests interleave (SQLite serialises them, so force it): a mark that read no row, then finds the
    // other session's insert in its way, changes that row.
    const day = daysA[5];
    await mark(w.a.teacher.auth, cell({ attendance_date: day })).expect(200);
    const realFind = Repository.prototype.find;
    let blinded = false;
    const find = jest.spyOn(Repository.prototype, 'find').mockImplementation(function (this: Repository<object>, ...args) {
      if (this.metadata.target !== Attendance || blinded) return realFind.apply(this, args) as never;
      blinded = true;
      return Promise.resolve([]);
    });
    const late = await mark(w.a.manager.auth, cell({ attendance_date: day, is_present: false })).expect(200);
    find.mockRestore();
    expect(blinded).toBe(true);
    expect(late.body.attendance.is_present).toBe(false);
    expect(await rowsOf({ student_id: w.a.student.id, attendance_date: day })).toEqual([
      expect.objectContaining({ id: late.body.attendance.id, is_present: false }),
    ]);
  });

  test('only working days of the semester: a weekend day, a holiday and a day outside it are refused', async () => {
    const holiday = daysA[10];
    await t
      .http()
      .put(`/api/semesters/${w.a.semester.id}`)
      .set(w.a.manager.auth)
      .send({ vacation_days: [holiday] })
      .expect(200);
    const friday = daysA.map((day) => new Date(`${day}T00:00:00Z`)).find((date) => date.getUTCDay() === 4)!;
    friday.setUTCDate(friday.getUTCDate() + 1);
    const before = await t.ds.getRepository(Attendance).count();
    for (const day of [friday.toISOString().slice(0, 10), holiday, '2020-01-05', semesterA.end_date.replace(/-\d\d$/, '-31')]) {
      expectInvalid(await mark(w.a.teacher.auth, cell({ attendance_date: day })), 'attendance_date', MESSAGES.calendar.notWorkingDay);
    }
    expect(await t.ds.getRepository(Attendance).count()).toBe(before);
    await t.http().put(`/api/semesters/${w.a.semester.id}`).set(w.a.manager.auth).send({ vacation_days: [] }).expect(200);
    // Date and status are required together, with the spec's sentence.
    expectInvalid(await mark(w.a.teacher.auth, cell({ attendance_date: undefined })), 'attendance_date', MESSAGES.attendance.dateAndStatusRequired);
    expectInvalid(await mark(w.a.teacher.auth, cell({ is_present: undefined })), 'is_present', MESSAGES.attendance.dateAndStatusRequired);
    expectInvalid(await mark(w.a.teacher.auth, cell({ is_present: 'yes' })), 'is_present', MESSAGES.validation.invalidBoolean);
  });

  test('a teacher marks only in the circles they teach, a manager in their complex; others are refused', async () => {
    const other = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const otherCircle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, students: [other] });
    const there = cell({ class_id: otherCircle.id, student_id: other.id });
    expectNotFound(await mark(w.a.teacher.auth, there), MESSAGES.classes.notFound);
    expectNotFound(await mark(w.a.teacher.auth, cell({ student_id: other.id })), MESSAGES.grades.studentNotInClass);
    expectNotFound(await mark(w.b.teacher.auth, cell()), MESSAGES.classes.notFound);
    expectNotFound(await mark(w.b.manager.auth, cell()), MESSAGES.classes.notFound);
    await mark(w.a.manager.auth, there).expect(200);
    await mark(w.admin.auth, there).expect(200);
    expectInvalid(await mark(w.a.teacher.auth, cell({ semester_id: w.b.semester.id })), 'semester_id', MESSAGES.grades.semesterNotOfClass);
    // A supervisor reads attendance but does not mark it; a parent and a student neither.
    for (const who of [w.a.supervisor, w.a.parent, w.a.student]) expect((await mark(who.auth, cell())).status).toBe(403);
    expect((await t.http().get(`/api/attendance/semester/${w.a.semester.id}/class/${w.a.circle.id}`).set(w.a.supervisor.auth)).status).toBe(200);
    expectNotFound(
      await t.http().get(`/api/attendance/semester/${w.a.semester.id}/class/${w.a.circle.id}`).set(w.b.supervisor.auth),
      MESSAGES.classes.notFound,
    );
    expectNotFound(await t.http().get(`/api/attendance/semester/${w.b.semester.id}/class/${w.a.circle.id}`).set(w.admin.auth), MESSAGES.semesters.notFound);
    expect((await t.http().get(`/api/attendance/semester/${w.a.semester.id}/class/${w.a.circle.id}`).set(w.a.parent.auth)).status).toBe(403);
  });

  test("the circles to pick: each caller's own, with their complex and student count", async () => {
    const ids = async (auth: { Authorization: string }) =>
      (await t.http().get('/api/attendance/classes').set(auth).expect(200)).body.classes.map((c: { id: number }) => c.id);
    expect(await ids(w.a.teacher.auth)).toEqual([w.a.circle.id]);
    expect(await ids(w.a.manager.auth)).toContain(w.a.circle.id);
    expect(await ids(w.a.manager.auth)).not.toContain(w.b.circle.id);
    expect(await ids(w.admin.auth)).toEqual(expect.arrayContaining([w.a.circle.id, w.b.circle.id]));
    const [mine] = (await t.http().get('/api/attendance/classes').set(w.a.teacher.auth)).body.classes;
    expect(mine).toEqual(expect.objectContaining({ id: w.a.circle.id, name: 'حلقة أ', school_id: w.a.school.id, school_name: 'مجمع أ', student_count: 1 }));
  });

  test("a student's records: their parent and they read them, another complex's staff and parent find nothing", async () => {
    expect((await t.http().get(`/api/attendance/student/${w.a.student.id}`).set(w.a.student.auth)).status).toBe(200);
    expect((await t.http().get(`/api/attendance/student/${w.a.student.id}`).query({ semester_id: w.a.semester.id }).set(w.a.supervisor.auth)).status).toBe(200);
    for (const who of [w.b.parent, w.b.teacher, w.b.manager])
      expectNotFound(await t.http().get(`/api/attendance/student/${w.a.student.id}`).set(who.auth), MESSAGES.users.notFound);
    expectNotFound(await t.http().get('/api/attendance/student/12345').set(w.admin.auth), MESSAGES.users.notFound);
  });

  test('the grid of 40 students over 90 working days answers in as many queries as for 3', async () => {
    // Sunday 2041-09-01 to Saturday 2042-01-04: 18 weeks of five working days.
    const semester = await createSemester(t.ds, w.a.school, { type: 'second', year: 2041, start_date: '2041-09-01', end_date: '2042-01-04' });
    const days = semesterWorkingDays(semester);
    expect(days).toHaveLength(90);
    const circle = await createClass(t.ds, { school: w.a.school, semester, name: 'حلقة العد', teachers: [w.a.teacher] });
    const add = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
        await enrol(t.ds, student, { id: circle.id, semester_id: semester.id });
        const marks = days
          .slice(0, 60)
          .map((day, n) => ({ student_id: student.id, class_id: circle.id, semester_id: semester.id, attendance_date: day, is_present: n % 7 !== 0 }));
        await t.ds.createQueryBuilder().insert().into(Attendance).values(marks).updateEntity(false).execute();
      }
    };
    const read = () => t.http().get(`/api/attendance/semester/${semester.id}/class/${circle.id}`).set(w.a.teacher.auth).expect(200);
    await add(3);
    const few = await t.measure(read);
    await add(37);
    const many = await t.measure(read);
    expect(many.result.body.students).toHaveLength(40);
    expect(many.result.body.working_days).toHaveLength(90);
    expect(many.queries).toBe(few.queries);
    // The session's account, the circle inside the caller's scope, the semester, the enrolments and the marks.
    expect(many.queries).toBe(5);
    const student = many.result.body.students[0];
    expect(student.attendance).toHaveLength(90);
    // 60 marked days, every seventh of them absent (days 0, 7, ..., 56): 9 absent, 51 present.
    expect(student.statistics).toEqual({
      total_working_days: 90,
      recorded_days: 60,
      present_days: 51,
      absent_days: 9,
      unrecorded_days: 30,
      attendance_rate: 85,
    });
    // One student's row for the student calendar.
    const one = (
      await t
        .http()
        .get(`/api/attendance/semester/${semester.id}/class/${circle.id}`)
        .query({ student_id: student.student_id })
        .set(w.a.teacher.auth)
        .expect(200)
    ).body;
    expect(one.students.map((s: { student_id: string }) => s.student_id)).toEqual([student.student_id]);

    // The comprehensive grading table carries the same numbers.
    const table = (await t.http().get(`/api/grading/school/${w.a.school.id}/semester/${semester.id}`).set(w.a.manager.auth).expect(200)).body;
    const summary = table.classes[0].students.find((s: { id: string }) => s.id === student.student_id);
    expect(summary).toEqual(expect.objectContaining({ attendanceRate: 85, absentDays: 9, totalDays: 60 }));
  });

  describe('the repair of attendance dates', () => {
    const fix = () => t.http().post('/api/attendance/fix-dates').set(w.admin.auth);

    test("is the platform admin's alone", async () => {
      for (const who of [w.a.manager, w.a.teacher, w.a.supervisor]) expect((await t.http().post('/api/attendance/fix-dates').set(who.auth)).status).toBe(403);
    });

    test('removes marks on days that stopped being working days and marks present who was graded, in one transaction', async () => {
      await fix().expect(200);
      // A circle of its own in a new semester of complex B, so the counts below are this test's alone.
      const semester = await createSemester(t.ds, w.b.school, { type: 'summer', year: 2043, start_date: '2043-06-07', end_date: '2043-07-30' });
      const days = semesterWorkingDays(semester);
      const student = await createUser(t.ds, { role: 'student', school_id: w.b.school.id });
      const graded = await createUser(t.ds, { role: 'student', school_id: w.b.school.id });
      const circle = await createClass(t.ds, { school: w.b.school, semester, teachers: [w.b.teacher], students: [student, graded] });
      for (const day of days.slice(0, 4))
        await mark(w.b.teacher.auth, { semester_id: semester.id, class_id: circle.id, student_id: student.id, attendance_date: day, is_present: true }).expect(
          200,
        );
      const [course] = await t.ds.getRepository(Course).findBy({ semester_id: semester.id });
      const grade = (student_id: string, grade_date: string) =>
        t.ds.getRepository(Grade).insert({
          student_id,
          course_id: course.id,
          class_id: circle.id,
          semester_id: semester.id,
          grade_value: 90,
          max_grade: 100,
          grade_type: 'regular',
          grade_date,
        });
      // Two grades on a working day without a mark, one on a day already marked, one on a Friday.
      await grade(graded.id, days[5]);
      await grade(graded.id, days[5]);
      await grade(student.id, days[0]);
      await grade(graded.id, '2043-06-12');

      // The second and third marked days become holidays.
      await t
        .http()
        .put(`/api/semesters/${semester.id}`)
        .set(w.b.manager.auth)
        .send({ vacation_days: [days[1], days[2]] })
        .expect(200);

      // A failure halfway (the inserts, after the deletes) leaves everything as it was.
      const realExecute = InsertQueryBuilder.prototype.execute;
      const execute = jest.spyOn(InsertQueryBuilder.prototype, 'execute').mockImplementation(function (this: InsertQueryBuilder<object>) {
        if (this.expressionMap.mainAlias?.target === Attendance) return Promise.reject(new Error('injected'));
        return realExecute.apply(this) as never;
      });
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const broken = await fix();
      execute.mockRestore();
      jest.restoreAllMocks();
      expect(broken.status).toBe(500);
      expectErrorShape(broken.body);
      expect(await rowsOf({ class_id: circle.id })).toHaveLength(4);

      const res = await fix().expect(200);
      expect(res.body).toEqual({ message: MESSAGES.attendance.datesFixed, deletedRecords: 2, createdRecords: 1, markedGrades: 2 });
      const rows = await rowsOf({ class_id: circle.id });
      expect(rows.map((row) => [row.student_id, row.attendance_date, row.is_explicit]).sort()).toEqual(
        [
          [student.id, days[0], true],
          [student.id, days[3], true],
          [graded.id, days[5], false],
        ].sort(),
      );
      // Once repaired, nothing is left to do.
      expect((await fix().expect(200)).body).toEqual({ message: MESSAGES.attendance.datesFixed, deletedRecords: 0, createdRecords: 0, markedGrades: 0 });
    });
  });
});
