import { addDays, isoWeekday, MESSAGES, semesterWorkingDays } from '#common';
import { PointsEntry } from '../../apps/api/src/points/entities/points-entry.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { createClass, createSemester, createUser, enrol } from './factories.js';
import { expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Behaviour points over real HTTP: the 0-to-5 scale in halves, who gives them where, the inactive student, one
// entry a day, a student's paged list with its totals, the grid and the report with their query budgets, and the
// comprehensive grading table's points column.

describe('points', () => {
  let t: TestApp;
  let w: World;
  /** The working days of complex A's semester, ascending. */
  let daysA: string[];
  beforeAll(async () => {
    t = await startApp('points');
    w = await createWorld(t);
    daysA = semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: w.a.semester.id }));
  });
  afterAll(async () => {
    await t.close();
  });

  const give = (auth: { Authorization: string }, body: object) => t.http().post('/api/points').set(auth).send(body);
  /** Points for complex A's student in their circle, on the first working day unless told. */
  const entry = (fields: object = {}) => ({
    student_id: w.a.student.id,
    class_id: w.a.circle.id,
    semester_id: w.a.semester.id,
    points_date: daysA[0],
    points_given: 4.5,
    ...fields,
  });

  test('the teacher gives a student of their circle points; they read back with the circle and the teacher', async () => {
    const res = await give(w.a.teacher.auth, entry({ notes: 'انضباط ممتاز' })).expect(201);
    expect(res.body).toEqual({
      message: MESSAGES.points.given,
      entry: expect.objectContaining({
        student_id: w.a.student.id,
        class_id: w.a.circle.id,
        class_name: 'حلقة أ',
        semester_id: w.a.semester.id,
        points_date: daysA[0],
        points_given: 4.5,
        notes: 'انضباط ممتاز',
        teacher_id: w.a.teacher.id,
        teacher_name: expect.stringContaining('معلم أ'),
        student_name: expect.stringContaining('طالب أ'),
      }),
    });
  });

  test('0 to 5 in steps of 0.5: 5.5, -0.5 and 2.25 are refused; student, date and semester are required', async () => {
    const before = await t.ds.getRepository(PointsEntry).count();
    for (const points_given of [5.5, -0.5, 2.25, '3', null]) {
      expectInvalid(await give(w.a.teacher.auth, entry({ points_date: daysA[1], points_given })), 'points_given', MESSAGES.points.value);
    }
    for (const field of ['student_id', 'points_date', 'semester_id']) {
      expectInvalid(await give(w.a.teacher.auth, entry({ points_date: daysA[1], [field]: undefined })), field, MESSAGES.points.incomplete);
    }
    // The class book's one rule for days, as attendance and grades say it: a day outside the semester, a Friday.
    const friday = addDays(
      daysA.find((day) => isoWeekday(day) === 4)!,
      1,
    );
    for (const points_date of ['2020-01-05', friday]) {
      expectInvalid(await give(w.a.teacher.auth, entry({ points_date })), 'points_date', MESSAGES.calendar.notWorkingDay);
    }
    expect(await t.ds.getRepository(PointsEntry).count()).toBe(before);
    await give(w.a.teacher.auth, entry({ points_date: daysA[1], points_given: 0 })).expect(201);
    await give(w.a.teacher.auth, entry({ points_date: daysA[2], points_given: 5 })).expect(201);
  });

  test("an inactive student is refused with the spec's sentence", async () => {
    const inactive = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, is_active: false, account_status: 'active' });
    await enrol(t.ds, inactive, { id: w.a.circle.id, semester_id: w.a.semester.id });
    expectInvalid(await give(w.a.teacher.auth, entry({ student_id: inactive.id })), 'student_id', MESSAGES.points.inactiveStudent);
    expect(await t.ds.getRepository(PointsEntry).countBy({ student_id: inactive.id })).toBe(0);
  });

  test('one entry a day per student and circle: a second is a conflict, the first is changed instead', async () => {
    const res = await give(w.a.teacher.auth, entry());
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { error: MESSAGES.points.alreadyGiven } });
  });

  test('who gives points where: a teacher their circles, a manager their complex; a supervisor reads only', async () => {
    const other = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const otherCircle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, students: [other] });
    expectNotFound(await give(w.a.teacher.auth, entry({ class_id: otherCircle.id, student_id: other.id })), MESSAGES.classes.notFound);
    expectNotFound(await give(w.a.teacher.auth, entry({ student_id: other.id, points_date: daysA[3] })), MESSAGES.grades.studentNotInClass);
    expectNotFound(await give(w.b.teacher.auth, entry({ points_date: daysA[3] })), MESSAGES.classes.notFound);
    expectNotFound(await give(w.b.manager.auth, entry({ points_date: daysA[3] })), MESSAGES.classes.notFound);
    expectInvalid(
      await give(w.a.teacher.auth, entry({ points_date: daysA[3], semester_id: w.b.semester.id })),
      'semester_id',
      MESSAGES.grades.semesterNotOfClass,
    );
    await give(w.a.manager.auth, entry({ class_id: otherCircle.id, student_id: other.id })).expect(201);
    for (const who of [w.a.supervisor, w.a.parent, w.a.student]) expect((await give(who.auth, entry({ points_date: daysA[3] }))).status).toBe(403);
    expect((await t.http().get(`/api/points/class/${w.a.circle.id}`).set(w.a.supervisor.auth)).status).toBe(200);
    expectNotFound(await t.http().get(`/api/points/class/${w.a.circle.id}`).set(w.b.supervisor.auth), MESSAGES.classes.notFound);
    expect((await t.http().get(`/api/points/class/${w.a.circle.id}`).set(w.a.parent.auth)).status).toBe(403);
    const mine = (await t.http().get('/api/points/teacher/my-classes').set(w.a.teacher.auth).expect(200)).body.classes;
    expect(mine.map((c: { id: number }) => c.id)).toEqual([w.a.circle.id]);
    expect(mine[0]).toEqual(expect.objectContaining({ school_name: 'مجمع أ', student_count: 2 }));
  });

  test('an entry is changed and deleted by who may give points in its circle; others find it missing', async () => {
    const { body } = await give(w.a.teacher.auth, entry({ points_date: daysA[4], points_given: 3 })).expect(201);
    const id = body.entry.id;
    const changed = await t.http().put(`/api/points/${id}`).set(w.a.teacher.auth).send({ points_given: 3.5, notes: 'تحسن' }).expect(200);
    expect(changed.body).toEqual({ message: MESSAGES.points.updated, entry: expect.objectContaining({ id, points_given: 3.5, notes: 'تحسن' }) });
    expectInvalid(await t.http().put(`/api/points/${id}`).set(w.a.teacher.auth).send({ points_given: 4.2 }), 'points_given', MESSAGES.points.value);
    for (const caller of [w.b.teacher, w.b.manager])
      expectNotFound(await t.http().put(`/api/points/${id}`).set(caller.auth).send({ points_given: 1 }), MESSAGES.points.notFound);
    for (const caller of [w.a.supervisor, w.a.parent, w.a.student]) expect((await t.http().delete(`/api/points/${id}`).set(caller.auth)).status).toBe(403);
    await t.http().delete(`/api/points/${id}`).set(w.a.teacher.auth).expect(200);
    expect(await t.ds.getRepository(PointsEntry).existsBy({ id })).toBe(false);
    expectNotFound(await t.http().delete(`/api/points/${id}`).set(w.a.teacher.auth), MESSAGES.points.notFound);
  });

  test("a circle's day in one request: each row's bad value is refused with its path, the day is saved, its entries answered", async () => {
    const saveDay = (auth: { Authorization: string }, body: object) => t.http().put('/api/points/day').set(auth).send(body);
    const day = { class_id: w.a.circle.id, semester_id: w.a.semester.id, points_date: daysA[5] };
    const before = await t.ds.getRepository(PointsEntry).count();
    const bad = await saveDay(w.a.teacher.auth, {
      ...day,
      entries: [
        { student_id: w.a.student.id, points_given: 4 },
        { student_id: w.a.student.id, points_given: 4.2 },
        { student_id: '12', points_given: 1 },
      ],
    });
    expectInvalid(bad, 'entries.1.points_given', MESSAGES.points.value);
    expectInvalid(bad, 'entries.2.student_id', MESSAGES.validation.nationalId);
    expectInvalid(
      await saveDay(w.a.teacher.auth, { ...day, entries: [{ student_id: w.a.student.id, points_given: 4, extra: 1 }] }),
      'entries.0.extra',
      expect.any(String),
    );
    expect(await t.ds.getRepository(PointsEntry).count()).toBe(before);
    expect((await saveDay(w.a.supervisor.auth, { ...day, entries: [] })).status).toBe(403);

    const res = await saveDay(w.a.teacher.auth, { ...day, entries: [{ student_id: w.a.student.id, points_given: 2.5, notes: 'مشاركة' }] }).expect(200);
    expect(res.body).toEqual({
      message: MESSAGES.points.daySaved,
      saved: 1,
      removed: 0,
      points: [expect.objectContaining({ student_id: w.a.student.id, points_date: daysA[5], points_given: 2.5, notes: 'مشاركة', class_name: 'حلقة أ' })],
    });
    const cleared = await saveDay(w.a.teacher.auth, { ...day, entries: [{ student_id: w.a.student.id, points_given: null }] }).expect(200);
    expect(cleared.body).toEqual({ message: MESSAGES.points.daySaved, saved: 0, removed: 1, points: [] });
  });

  test("a student's points: pages of 20 with the totals of all, filters, read by the student and their parent only", async () => {
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
    const rows = daysA.slice(0, 25).map((day, i) => ({
      student_id: student.id,
      class_id: w.a.circle.id,
      semester_id: w.a.semester.id,
      points_date: day,
      points_given: i % 2 ? 4 : 5,
      teacher_id: w.a.teacher.id,
    }));
    await t.ds.getRepository(PointsEntry).insert(rows.slice(0, 3));
    const read = (query: object = {}) => t.http().get(`/api/points/student/${student.id}`).query(query).set(w.a.teacher.auth).expect(200);
    const few = await t.measure(() => read());
    await t.ds.getRepository(PointsEntry).insert(rows.slice(3));
    const many = await t.measure(() => read());
    expect(many.queries).toBe(few.queries);
    // The session's account, its grants (a teacher reads by academic.view), the access check, the page and the totals.
    expect(many.queries).toBe(5);
    const first = many.result.body;
    expect(first.points).toHaveLength(20);
    expect(first.points[0].points_date).toBe(daysA[24]);
    // 13 fives and 12 fours.
    expect(first.summary).toEqual({ total_points: 113, average_points: 4.52, max_points: 125, total_entries: 25 });
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });
    expect((await read({ page: 2 })).body.points).toHaveLength(5);
    const span = (await read({ date_from: daysA[0], date_to: daysA[4], semester_id: w.a.semester.id })).body;
    expect(span.summary).toEqual({ total_points: 23, average_points: 4.6, max_points: 25, total_entries: 5 });
    expectInvalid(
      await t.http().get(`/api/points/student/${student.id}`).query({ limit: 101 }).set(w.a.teacher.auth),
      'limit',
      MESSAGES.validation.invalidNumber,
    );

    expect((await t.http().get(`/api/points/student/${w.a.student.id}`).set(w.a.student.auth)).body.summary.total_entries).toBeGreaterThan(0);
    expect((await t.http().get(`/api/points/student/${w.a.student.id}`).set(w.a.parent.auth)).status).toBe(200);
    for (const who of [w.b.parent, w.b.teacher, w.b.student])
      expectNotFound(await t.http().get(`/api/points/student/${w.a.student.id}`).set(who.auth), MESSAGES.users.notFound);
    expectNotFound(await t.http().get(`/api/points/student/${student.id}`).set(w.a.student.auth), MESSAGES.users.notFound);
  });

  test("the points grid of 40 students answers in as many queries as for 3, with the entries of its days and the semester's totals; the grading table sums the points", async () => {
    // Sunday 2024-09-01 to Saturday 2025-01-04: a semester that is over, 90 working days.
    const semester = await createSemester(t.ds, w.a.school, { type: 'second', year: 2024, start_date: '2024-09-01', end_date: '2025-01-04' });
    const days = semesterWorkingDays(semester);
    const circle = await createClass(t.ds, { school: w.a.school, semester, name: 'حلقة النقاط', teachers: [w.a.teacher] });
    const add = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
        await enrol(t.ds, student, { id: circle.id, semester_id: semester.id });
        await t.ds
          .getRepository(PointsEntry)
          // The grid's 30 days and the working day before them.
          .insert(
            days.slice(-31).map((day) => ({
              student_id: student.id,
              class_id: circle.id,
              semester_id: semester.id,
              points_date: day,
              points_given: 2.5,
              teacher_id: w.a.teacher.id,
            })),
          );
      }
    };
    const read = () => t.http().get(`/api/points/class/${circle.id}`).query({ semester_id: semester.id }).set(w.a.teacher.auth).expect(200);
    await add(3);
    const few = await t.measure(read);
    await add(37);
    const many = await t.measure(read);
    expect(many.queries).toBe(few.queries);
    // The session's account, the circle inside the caller's scope, the semester, the enrolments and the entries.
    expect(many.queries).toBe(5);
    const grid = many.result.body;
    // The semester is over: its last 30 working days, the entries on them, and each student's totals over the
    // whole semester (the day before the grid included).
    expect(grid.working_days).toEqual(days.slice(-30));
    expect(grid.points).toHaveLength(40 * 30);
    expect(grid.points.every((entry: { points_date: string }) => days.slice(-30).includes(entry.points_date))).toBe(true);
    expect(grid.students).toHaveLength(40);
    expect(grid.students.every((s: { total_points: number; points_count: number }) => s.total_points === 77.5 && s.points_count === 31)).toBe(true);

    const table = (await t.http().get(`/api/grading/school/${w.a.school.id}/semester/${semester.id}`).set(w.a.manager.auth).expect(200)).body;
    expect(table.classes[0].students.every((s: { totalPoints: number; totalDays: number }) => s.totalPoints === 77.5 && s.totalDays === 0)).toBe(true);

    // The points report over the same days: one row per student, highest total first, scoped and filtered.
    const report = (auth: { Authorization: string }, query: object) => t.http().get('/api/points/reports/students-summary').query(query).set(auth);
    const span = { date_from: days[0], date_to: days[days.length - 1] };
    const counted = await t.measure(() => report(w.a.teacher.auth, { ...span, class_id: circle.id }).expect(200));
    expect(counted.queries).toBe(2);
    expect(counted.result.body.students).toHaveLength(40);
    expect(counted.result.body.students[0]).toEqual(
      expect.objectContaining({
        class_id: circle.id,
        class_name: 'حلقة النقاط',
        school_name: 'مجمع أ',
        total_points: 77.5,
        points_count: 31,
        average_points: 2.5,
      }),
    );
    expect((await report(w.a.manager.auth, { ...span, school_id: w.a.school.id }).expect(200)).body.students).toHaveLength(40);
    expect((await report(w.b.manager.auth, span).expect(200)).body.students).toEqual([]);
    expect((await report(w.admin.auth, { ...span, school_id: w.b.school.id }).expect(200)).body.students).toEqual([]);
    expectInvalid(await report(w.a.teacher.auth, { date_from: days[0] }), 'date_to', MESSAGES.points.datesRequired);
    expectInvalid(await report(w.a.teacher.auth, { date_to: days[0] }), 'date_from', MESSAGES.points.datesRequired);
    expect((await report(w.a.parent.auth, span)).status).toBe(403);
  });
});
